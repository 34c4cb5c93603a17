// The self-hosted Inter faces as a stylesheet, loaded at once: Storybook and the screenshots use it. The
// site declares the same faces from webFontFaces after its first paint instead.
import './webFonts.css';
