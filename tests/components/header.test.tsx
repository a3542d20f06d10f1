// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/site/shell/Header.tsx';
import { useMenu } from '../../src/site/state/menu.ts';
import { shell, stubReducedMotion } from './fixtures.ts';

const toggle = () => screen.getByRole('button', { name: /menu$/ });
const menuPanel = () => document.getElementById('site-menu')!;

beforeEach(() => {
  stubReducedMotion(false);
  act(() => useMenu.getState().closeMenu());
  window.scrollY = 0;
});

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

describe('Header variants', () => {
  for (const variant of ['transparent', 'blue', 'solid'] as const) {
    it(`renders the ${variant} header with the logo, the five links and the skip link`, () => {
      render(<Header variant={variant} shell={shell} />);
      const header = screen.getByRole('banner');
      expect(header.getAttribute('data-variant')).toBe(variant);
      expect(header.getAttribute('data-state')).toBe('top');
      const main = screen.getByRole('navigation', { name: 'Main' });
      expect(
        within(main)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['CURRENT LISTINGS', 'PORTFOLIO', 'EXPLORE', 'TEAM', 'CONTACT']);
      expect(within(main).getByRole('link', { name: 'TEAM' }).getAttribute('href')).toBe('/team');
      expect(screen.getByRole('link', { name: 'ASHDOWN, home' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    });
  }

  it('styles each variant differently', () => {
    const classes = (['transparent', 'blue', 'solid'] as const).map((variant) => {
      const { unmount } = render(<Header variant={variant} shell={shell} />);
      const className = screen.getByRole('banner').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(3);
  });

  it('takes the scrolled state past 50 pixels and returns to the top state above it', () => {
    render(<Header variant="transparent" shell={shell} />);
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.getAttribute('data-state')).toBe('scrolled');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.getAttribute('data-state')).toBe('top');
  });
});

describe('Mobile menu', () => {
  beforeEach(() => {
    (
      window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
    ).happyDOM.setViewport({ width: 390, height: 844 });
  });

  it('opens with the toggle, moves focus in, locks scrolling and closes with Escape', () => {
    render(<Header variant="solid" shell={shell} />);
    const button = toggle();
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('site-menu');
    expect(menuPanel().hasAttribute('inert')).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(menuPanel().hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(within(menuPanel()).getAllByRole('link')[0]);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('closes with the toggle, on an overlay click and on a link click', () => {
    render(<Header variant="transparent" shell={shell} />);
    fireEvent.click(toggle());
    fireEvent.click(toggle());
    expect(useMenu.getState().open).toBe(false);

    fireEvent.click(toggle());
    fireEvent.click(screen.getByTestId('menu-overlay'));
    expect(useMenu.getState().open).toBe(false);

    fireEvent.click(toggle());
    fireEvent.click(within(menuPanel()).getByRole('link', { name: 'PORTFOLIO' }));
    expect(useMenu.getState().open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab between the toggle and the menu links while open', () => {
    render(<Header variant="blue" shell={shell} />);
    fireEvent.click(toggle());
    const focusables = within(menuPanel()).getAllByRole('link');
    const last = focusables[focusables.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(toggle());
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
