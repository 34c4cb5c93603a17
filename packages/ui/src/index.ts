export { vars } from './tokens/theme.css';
export { breakpoints, type Breakpoint } from './tokens/values';
export { mediaFrom, mediaBelow } from './tokens/media';
export { cx } from './styles/cx';
export { visuallyHidden } from './styles/utilities.css';

export { LinkProvider, type LinkComponent, type LinkComponentProps } from './Link/LinkContext';
export { Link, isExternalHref, type LinkProps } from './Link/Link';
export { Button, type ButtonProps } from './Button/Button';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink';
// The button look for a native <button> where Ariakit's Button would only add weight.
export { button as buttonStyles } from './Button/Button.css';
export { Icon, type IconName } from './Icon/Icon';
export { Section, Container, type SectionProps } from './Section/Section';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { Badge, type BadgeProps } from './Badge/Badge';
export { Tiles, type TilesProps } from './Tiles/Tiles';
// The layout and type primitives are '@cg/ui/layout': a page that does not compose them ships none of their CSS.
export { Picture, type ResponsiveImage, type ImageSource } from './Picture/Picture';
export { SkipLink } from './SkipLink/SkipLink';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader/SiteHeader';
export { navHoverDelays } from './SiteHeader/navTimings';
export type { NavItem, NavGroup } from './SiteHeader/navTypes';
export { BackOfficeShell, type BackOfficeShellProps, type BackOfficeNavItem } from './BackOfficeShell/BackOfficeShell';
export { SiteFooter, type SiteFooterProps, type LegalLink } from './SiteFooter/SiteFooter';
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
export { VideoEmbed, type VideoEmbedProps } from './VideoEmbed/VideoEmbed';
export { LinkTiles } from './LinkTiles/LinkTiles';
export { Testimonials, type Testimonial } from './Testimonials/Testimonials';
export { ContactSection, type OpeningHours } from './ContactSection/ContactSection';
export { StatusCard } from './StatusCard/StatusCard';
export { ConsentBar, type ConsentBarProps } from './ConsentBar/ConsentBar';
export { webFontFaces, type WebFontFace } from './styles/fontFiles';
export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';
export { RelatedServices, type RelatedServicesProps } from './RelatedServices/RelatedServices';
export { pickRelatedServices, defaultRelatedMax, type RelatedService } from './RelatedServices/relatedServices';
export { LoadingState } from './LoadingState/LoadingState';
export type { HeaderCollapse, HeaderWidths } from './SiteHeader/headerCollapse';
export { LeadForm, useProgressiveForm, SchemaTextField, TextField, SelectField, FieldError, SubmitButton, Honeypot } from './Form';
export type {
  FormIssue,
  FormFieldSpec,
  LeadFormField,
  LeadFormProps,
  TextFormSchema,
  TextFieldKind,
  TextFieldProps,
  SelectFieldProps,
  SubmitButtonProps,
  HoneypotProps,
} from './Form';
export { ToastRegion, showToast, type Toast } from './Toasts';
export { ThankYou, type ThankYouProps } from './ThankYou/ThankYou';
export { InfoCards, type InfoCard, type InfoCardsProps } from './InfoCards/InfoCards';
export { CallToAction, type CallToActionProps } from './CallToAction/CallToAction';
export { LogoCarousel, type LogoCarouselProps } from './LogoCarousel/LogoCarousel';
export { ProcessSteps, type ProcessStep, type ProcessStepsProps } from './ProcessSteps/ProcessSteps';
export { LazyFrame, type LazyFrameProps } from './LazyFrame/LazyFrame';
export { CheckList } from './CheckList/CheckList';
export { FactList, type Fact } from './FactList/FactList';
export { EpisodeList, type Episode, type EpisodeListProps } from './EpisodeList/EpisodeList';
export { PlatformLinks, type Platform } from './PlatformLinks/PlatformLinks';
export { Timeline, type TimelineEntry } from './Timeline/Timeline';
export { TeamMembers, type TeamMember, type TeamPhoto } from './TeamMembers/TeamMembers';
export { EventCards, type EventInfo, type EventCardsProps } from './EventCards/EventCards';
export {
  SampleDownloadForm,
  type SampleDownloadFormProps,
  type SampleDownloadValues as SampleDownloadFormValues,
} from './SampleDownloadForm/SampleDownloadForm';
export type { ArticleSummary } from './ArticleCard/articleTypes';
export { ArticleCard, type ArticleCardProps } from './ArticleCard/ArticleCard';
export { FeaturedArticle, type FeaturedArticleProps } from './FeaturedArticle/FeaturedArticle';
export { ArticleColumn, type ArticleColumnProps } from './ArticleColumn/ArticleColumn';
export { VideoCards, type VideoCard, type VideoCardsProps } from './VideoCards/VideoCards';
export { ArticleSearch, type ArticleSearchProps } from './ArticleSearch/ArticleSearch';
export { MarkdownContent, type MarkdownContentProps } from './MarkdownContent/MarkdownContent';
export { MarkdownHtml, type MarkdownHtmlProps } from './MarkdownContent/MarkdownHtml';
// renderMarkdown itself is '@cg/ui/markdown', so pages that only show rendered HTML never load the parser.
export { SignInForm, type SignInFormProps } from './SignInForm/SignInForm';
export { useHydrated } from './Form/hydration';
export {
  ArticleForm,
  type ArticleFormProps,
  type ArticleFormValues,
  type ArticleFormEdit,
  type ArticleFormInitial,
} from './ArticleForm/ArticleForm';
export {
  AdminArticleTable,
  type AdminArticleTableProps,
  type AdminArticleRow,
  type AdminArticleAction,
} from './AdminArticleTable/AdminArticleTable';
export {
  AdminEventTable,
  type AdminEventAction,
  type AdminEventRow,
  type AdminEventTableProps,
} from './AdminEventTable/AdminEventTable';
export { RegistrationTable, type RegistrationRow, type RegistrationTableProps } from './RegistrationTable/RegistrationTable';
export { EventForm, type EventFormName, type EventFormProps, type EventFormValues } from './EventForm/EventForm';
export {
  DocumentForm,
  documentFieldId,
  type DocumentFormField,
  type DocumentFormGroup,
  type DocumentFormList,
  type DocumentFormProps,
  type DocumentListChange,
  type DocumentListLabels,
  type DocumentPictures,
} from './DocumentForm/DocumentForm';
export { VersionHistory, type VersionHistoryItem } from './VersionHistory/VersionHistory';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { SectionNav, type SectionNavItem, type SectionNavProps } from './SectionNav/SectionNav';
export { RelativeTime, type RelativeTimeProps } from './RelativeTime/RelativeTime';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { LeadInboxTable, type LeadInboxRow, type LeadInboxTableProps } from './LeadInboxTable/LeadInboxTable';
export { StatusSteps, type StatusStepsProps } from './LeadInboxTable/StatusSteps';
export { InboxFilters, type InboxFilterValues, type InboxFiltersProps } from './InboxFilters/InboxFilters';
export { LeadDetail, type LeadDetailProps } from './LeadDetail/LeadDetail';
export { DownloadsTable, type DownloadRow, type DownloadsTableProps } from './DownloadsTable/DownloadsTable';
export { PlainTable, type PlainTableRow, type PlainTableProps } from './PlainTable/PlainTable';
export { StackedBarChart, type StackedBarChartProps, type ChartCategory, type ChartSeries } from './StackedBarChart/StackedBarChart';
export { ShareBar } from './StackedBarChart/ShareBar';
