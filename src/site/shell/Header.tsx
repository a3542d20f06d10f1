import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ShellData } from '../../content/render/routeData.ts';
import { formatStreetLine } from '../../model/address.ts';
import { telHref } from '../../ui/formatAddress.ts';
import { useMenu } from '../state/menu.ts';
import { breakpoint, headerHeight } from '../../ui/theme.ts';
import { focusableWithin, trapTab, useScrollLock } from '../../ui/focus.ts';
import { Close, MenuIcon } from '../../ui/icons.tsx';
import {
  bar,
  desktopList,
  desktopNav,
  inner,
  logo,
  menuOpenStyle,
  navLink,
  overlay,
  panel,
  panelContact,
  panelLink,
  panelList,
  scrolledStyle,
  toggle,
  variants,
} from './headerStyles.ts';

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
      <header
        css={[bar, variants[variant], state === 'scrolled' && scrolledStyle, state === 'menu' && menuOpenStyle]}
        data-variant={variant}
        data-state={state}
      >
        <div css={inner}>
          <Link href="/" css={logo} onClick={closeMenu} aria-label={`${shell.brand.logoText}, home`}>
            {shell.brand.logoText}
          </Link>

          <nav aria-label="Main" css={desktopNav}>
            <ul role="list" css={desktopList}>
              {shell.navigation.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    css={navLink}
                    aria-current={isCurrent(location, item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <button
            ref={toggleRef}
            type="button"
            css={toggle}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL}
            onClick={toggleMenu}
          >
            {open ? <Close size={26} /> : <MenuIcon size={26} />}
          </button>
        </div>

        <div css={overlay} data-open={open} onClick={closeMenu} aria-hidden="true" data-testid="menu-overlay" />

        <div ref={panelRef} id={MENU_ID} css={panel} data-open={open} inert={!open}>
          <nav aria-label="Menu">
            <ul role="list" css={panelList}>
              {shell.navigation.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    css={panelLink}
                    onClick={closeMenu}
                    aria-current={isCurrent(location, item.href) ? 'page' : undefined}
                  >
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
