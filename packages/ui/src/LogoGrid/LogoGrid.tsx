import * as css from './LogoGrid.css';

export type PartnerLogo = { name: string; src: string; width: number; height: number };

export type LogoGridProps = { logos: readonly PartnerLogo[] };

export function LogoGrid({ logos }: LogoGridProps) {
  return (
    <ul className={css.grid} role="list">
      {logos.map((logo) => (
        <li key={logo.src} className={css.cell}>
          <img className={css.logo} src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
