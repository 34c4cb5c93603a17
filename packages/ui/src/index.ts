// Global styles first: the reset layer and font faces must exist before any component rule.
import './styles/fonts.css';
import './styles/global.css';

export { vars } from './tokens/theme.css';
export { breakpoints, type Breakpoint } from './tokens/values';
export { mediaFrom, mediaBelow } from './tokens/media';
export { cx } from './styles/cx';
export { visuallyHidden } from './styles/utilities.css';

export { LinkProvider, type LinkComponent, type LinkComponentProps } from './Link/LinkContext';
export { Link, isExternalHref, type LinkProps } from './Link/Link';
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './Button/Button';
export { Icon, type IconName } from './Icon/Icon';
export { Section, Container, type SectionProps } from './Section/Section';
export { Picture, type ResponsiveImage, type ImageSource } from './Picture/Picture';
export { SkipLink } from './SkipLink/SkipLink';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader/SiteHeader';
export { navHoverDelays } from './SiteHeader/navTimings';
export type { NavItem, NavGroup } from './SiteHeader/navTypes';
export { SiteFooter, type SiteFooterProps } from './SiteFooter/SiteFooter';
export { SocialLinks, type SocialLink, type SocialNetwork } from './SocialLinks/SocialLinks';
export { ContactDetails, type ContactInfo } from './ContactDetails/ContactDetails';
export { Hero, type HeroProps } from './Hero/Hero';
export { StatCounters, type Stat, type StatCountersProps } from './StatCounters/StatCounters';
export { formatCount } from './StatCounters/formatCount';
export { StarRating } from './StarRating/StarRating';
export { RatingSummary } from './RatingSummary/RatingSummary';
export { PodcastBlock } from './PodcastBlock/PodcastBlock';
export { ServiceCardGrid, type ServiceCard } from './ServiceCardGrid/ServiceCardGrid';
export { LogoGrid, type PartnerLogo } from './LogoGrid/LogoGrid';
export { Accordion, type AccordionItem } from './Accordion/Accordion';
export { VideoEmbed, youtubeEmbedUrl, type VideoEmbedProps } from './VideoEmbed/VideoEmbed';
export { LinkTiles } from './LinkTiles/LinkTiles';
export { Testimonials, type Testimonial } from './Testimonials/Testimonials';
export { ContactSection, type OpeningHours } from './ContactSection/ContactSection';
export { StatusCard } from './StatusCard/StatusCard';
export { fontFiles } from './styles/fontFiles';
