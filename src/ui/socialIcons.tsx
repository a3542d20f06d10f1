import { Icon, type IconProps } from './icons.tsx';

/* The social networks' marks: drawn by the footer and the team's profiles, never by a page's own code. */

export const Instagram = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);

export const LinkedIn = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
    <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.25-2.5S16 11.25 16 13v3" />
  </Icon>
);

const Facebook = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14.5 8H16V4.5h-2.5A3.5 3.5 0 0 0 10 8v2.5H8V14h2v6.5h3.5V14H16l.5-3.5h-3V9a1 1 0 0 1 1-1z" />
  </Icon>
);

const YouTube = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
    <path d="M10.5 9.5v5l4.25-2.5z" fill="currentColor" />
  </Icon>
);

const XLogo = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 4.5l15 15M19.5 4.5l-15 15" />
  </Icon>
);

export const socialIcon = {
  instagram: Instagram,
  linkedin: LinkedIn,
  facebook: Facebook,
  youtube: YouTube,
  x: XLogo,
} as const;
