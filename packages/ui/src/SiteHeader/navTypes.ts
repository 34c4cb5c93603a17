export type NavItem = { label: string; href: string };
export type NavGroup = { label: string; items: readonly NavItem[] };
