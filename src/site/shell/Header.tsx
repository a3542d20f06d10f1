import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import { formatStreetLine, telHref } from '../../ui/format.ts';
import { useMenu } from '../state/menu.ts';
import { breakpoint, color, font, fontSize, gutter, headerHeight, letterSpacing, maxWidth, motion, mq, shadow, touchTarget, zIndex } from '../../ui/theme.ts';
import { focusableWithin, trapTab, useScrollLock } from '../../ui/focus.ts';
import { Close, MenuIcon } from '../../ui/icons.tsx';

/** Height of the fixed header in px, for pages that start below it. */
export const HEADER_HEIGHT = headerHeight;
/** Past this many pixels of scroll the header takes the accent colour. */
export const SCROLL_THRESHOLD = 50;

export type HeaderVariant = 'transparent' | 'blue' | 'solid';

export const MENU_ID = 'site-menu';
export const OPEN_MENU_LABEL = 'Open menu';
export const CLOSE_MENU_LABEL = 'Close menu';
export const SKIP_LINK_LABEL = 'Skip to content';

interface HeaderProps {
  variant: HeaderVariant;
  shell: ShellData;
}

/**
 * Whether the page is scrolled past the threshold. False on the server and on the first client
 * render (so hydration matches); the effect then reads the real position.
 */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const isCurrent = (location: string, href: string) => location === href || location.startsWith(`${href}/`);

export function Header({ variant, shell }: HeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const { open, closeMenu, toggleMenu } = useMenu();
  const [location] = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useScrollLock(open);

  // Focus moves into the menu when it opens and back to the toggle when it closes.
  useEffect(() => {
    if (open) {
      const panel = panelRef.current;
      if (panel) focusableWithin(panel)[0]?.focus();
    } else if (wasOpen.current) {
      toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  // While open: Escape closes, Tab cycles between the toggle and the menu's links.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeMenu();
        return;
      }
      const panel = panelRef.current;
      const toggle = toggleRef.current;
      if (panel && toggle) trapTab(event, [toggle, ...focusableWithin(panel)]);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeMenu]);

  // The side menu only exists on small screens: widening the window closes it (and frees the scroll lock).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${breakpoint.md}px)`);
    if (wide.matches) closeMenu();
    const onChange = (e: MediaQueryListEvent) => e.matches && closeMenu();
    wide.addEventListener?.('change', onChange);
    return () => wide.removeEventListener?.('change', onChange);
  }, [open, closeMenu]);

  // A navigation that did not come from a menu link (back button) also closes the menu.
  useEffect(() => {
    if (useMenu.getState().open) closeMenu();
  }, [location, closeMenu]);

  const state = open ? 'menu' : scrolled ? 'scrolled' : 'top';

  return (
    <>
      <a className="skip-link" href="#main">
        {SKIP_LINK_LABEL}
      </a>
      <header css={[bar, variants[variant], state === 'scrolled' && scrolledStyle, state === 'menu' && menuOpenStyle]} data-variant={variant} data-state={state}>
        <div css={inner}>
          <Link href="/" css={logo} onClick={closeMenu} aria-label={`${shell.brand.logoText}, home`}>
            {shell.brand.logoText}
          </Link>

          <nav aria-label="Main" css={desktopNav}>
            <ul role="list" css={desktopList}>
              {shell.navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} css={navLink} aria-current={isCurrent(location, item.href) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <button ref={toggleRef} type="button" css={toggle} aria-expanded={open} aria-controls={MENU_ID} aria-label={open ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL} onClick={toggleMenu}>
            {open ? <Close size={26} /> : <MenuIcon size={26} />}
          </button>
        </div>

        <div css={overlay} data-open={open} onClick={closeMenu} aria-hidden="true" data-testid="menu-overlay" />

        <div ref={panelRef} id={MENU_ID} css={panel} data-open={open} inert={!open}>
          <nav aria-label="Menu">
            <ul role="list" css={panelList}>
              {shell.navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} css={panelLink} onClick={closeMenu} aria-current={isCurrent(location, item.href) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div css={panelContact}>
            <a href={`mailto:${shell.contact.email}`}>{shell.contact.email}</a>
            <a href={telHref(shell.contact.phone)}>{shell.contact.phone}</a>
            <p>{formatStreetLine(shell.contact.office)}</p>
          </div>
        </div>
      </header>
    </>
  );
}

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${zIndex.header};
  height: ${headerHeight}px;
  color: ${color.white};
  transition:
    background-color ${motion.base},
    color ${motion.base},
    box-shadow ${motion.base};
  --nav-accent: ${color.greenOnDark};
  --focus-color: ${color.white};
`;

const variants = {
  transparent: css`
    background-color: transparent;
    background-image: linear-gradient(180deg, rgba(6, 14, 28, 0.62) 0%, rgba(6, 14, 28, 0.28) 62%, rgba(6, 14, 28, 0) 100%);
    text-shadow: 0 1px 12px rgba(6, 14, 28, 0.35);
  `,
  blue: css`
    background-color: ${color.navy};
    box-shadow: inset 0 -2px 0 ${color.green};
  `,
  solid: css`
    background-color: ${color.paper};
    color: ${color.navy};
    box-shadow: inset 0 -1px 0 ${color.line};
    --nav-accent: ${color.green};
    --focus-color: ${color.green};
  `,
} as const;

const scrolledStyle = css`
  background-color: ${color.green};
  background-image: none;
  color: ${color.white};
  text-shadow: none;
  box-shadow: ${shadow.header};
  --nav-accent: ${color.white};
  --focus-color: ${color.white};
`;

const menuOpenStyle = css`
  background-color: ${color.navy};
  background-image: none;
  color: ${color.white};
  text-shadow: none;
  box-shadow: inset 0 -1px 0 ${color.lineOnDark};
  --nav-accent: ${color.greenOnDark};
  --focus-color: ${color.white};
`;

const inner = css`
  position: relative;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  height: 100%;
  width: 100%;
  max-width: calc(${maxWidth.wide} + 2 * ${gutter});
  margin-inline: auto;
  padding-inline: ${gutter};
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  font-family: ${font.display};
  font-size: clamp(1.375rem, 1.2rem + 0.6vw, 1.75rem);
  font-weight: 400;
  letter-spacing: 0.3em;
  /* The tracking after the last letter would look like an off-centre gap. */
  margin-right: -0.3em;
  text-decoration: none;
  white-space: nowrap;
`;

const desktopNav = css`
  display: none;
  ${mq.md} {
    display: block;
  }
`;

const desktopList = css`
  display: flex;
  align-items: center;
  gap: clamp(0.25rem, -0.5rem + 1.2vw, 1.25rem);
  margin: 0;
`;

const navLink = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  padding-inline: 0.6rem;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    left: 0.6rem;
    right: calc(0.6rem + 0.2em);
    bottom: 0.6rem;
    height: 1px;
    background: var(--nav-accent);
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${motion.base};
  }
  &[aria-current='page']::after {
    transform: scaleX(1);
  }
  ${mq.hover} {
    &:hover::after {
      transform: scaleX(1);
    }
  }
`;

const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-right: -10px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  ${mq.md} {
    display: none;
  }
`;

const overlay = css`
  position: fixed;
  inset: ${headerHeight}px 0 0 0;
  z-index: 1;
  background: rgba(6, 14, 28, 0.55);
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${motion.slow},
    visibility 0s linear 900ms;
  &[data-open='true'] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity ${motion.slow},
      visibility 0s;
  }
  ${mq.md} {
    display: none;
  }
`;

const panel = css`
  position: fixed;
  top: ${headerHeight}px;
  right: 0;
  bottom: 0;
  z-index: 2;
  width: min(88vw, 420px);
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 2rem;
  padding: 2rem ${gutter} 2.5rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform 480ms cubic-bezier(0.2, 0, 0, 1),
    visibility 0s linear 480ms;
  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition:
      transform 480ms cubic-bezier(0.2, 0, 0, 1),
      visibility 0s;
  }
  ${mq.md} {
    display: none;
  }
`;

const panelList = css`
  display: grid;
  margin: 0;
`;

const panelLink = css`
  display: flex;
  align-items: center;
  min-height: 56px;
  border-bottom: 1px solid ${color.lineOnDark};
  font-family: ${font.display};
  font-size: 1.5rem;
  letter-spacing: ${letterSpacing.caps};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${color.greenOnDark};
  }
`;

const panelContact = css`
  display: grid;
  gap: 0.25rem;
  font-size: ${fontSize.small};
  color: ${color.onDarkSoft};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${touchTarget};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
`;
