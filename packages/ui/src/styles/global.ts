// Page-wide styles: the metric-matched fallback face, then the reset layer. Import once, before any
// component. The web font itself is separate (@cg/ui/webFonts), so a page can load it after its first paint.
import './fallbackFont.css';
import './global.css';
