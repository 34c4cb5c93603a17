import { SiteHeader } from '@cg/ui';
import { brand } from '@cg/content/brand';
import { BrandMark } from '@cg/content/BrandMark';
import { appLink, careerGuidanceMenu, primaryLinks, socialLinks } from '@cg/content/navigation';
import * as css from './SiteHeaderWithContent.css';

/** The library's header with the site's brand and navigation: its menus work without JavaScript (decision 007). */
export function SiteHeaderWithContent({ currentPath }: { currentPath: string }) {
  return (
    <SiteHeader
      brand={{ name: brand.name, href: '/', logo: <BrandMark /> }}
      navLabel="Κύρια πλοήγηση"
      dropdown={careerGuidanceMenu}
      links={primaryLinks}
      socialLinks={socialLinks}
      appLink={appLink}
      menu={{ title: 'Μενού', openLabel: 'Μενού', closeLabel: 'Κλείσιμο μενού' }}
      currentPath={currentPath}
      collapse={css.header}
    />
  );
}
