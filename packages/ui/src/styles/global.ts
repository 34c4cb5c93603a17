// Page-wide styles: font faces, then the reset layer. Import once, before any component.
import './fonts.css';
import './global.css';
