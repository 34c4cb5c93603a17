export { vars } from './theme.css';
export { resetLayer, componentsLayer, utilitiesLayer } from './layers.css';
export { mediaFrom, mediaBelow, reducedMotion } from './media';
export * from './values';
