// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoHero } from '../../src/blocks/videoHero/VideoHero.tsx';
import type { BlockProps } from '../../src/blocks/registry.ts';
import { stubReducedMotion } from './fixtures.ts';

const block: BlockProps<'videoHero'>['block'] = {
  type: 'videoHero',
  headlinePrefix: 'THE',
  headline: 'THE ASHDOWN GROUP',
  video: { src: '/media/home/hero.mp4', mimeType: 'video/mp4' },
  poster: { src: '/media/home/hero-poster.jpg', alt: 'A Forest Hill street at golden hour', width: 1920, height: 1080 },
  pauseLabel: 'Pause background video',
  playLabel: 'Play background video',
};

const video = () => document.querySelector('video');
const poster = () => screen.getByRole('img', { name: block.poster.alt });

afterEach(cleanup);

describe('VideoHero', () => {
  it('shows the headline over a priority poster', () => {
    stubReducedMotion(false);
    render(<VideoHero block={block} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('THE ASHDOWN GROUP');
    expect(poster().getAttribute('loading')).toBe('eager');
    expect(poster().getAttribute('fetchpriority')).toBe('high');
    const v = video()!;
    expect(v.muted).toBe(true);
    expect(v.hasAttribute('loop')).toBe(true);
    expect(v.hasAttribute('playsinline')).toBe(true);
    expect(v.getAttribute('preload')).toBe('none');
    // Autoplay is decided after hydration, never by the attribute.
    expect(v.hasAttribute('autoplay')).toBe(false);
  });

  it('plays when motion is allowed, and the control pauses and resumes it', () => {
    stubReducedMotion(false);
    render(<VideoHero block={block} />);
    expect(video()!.paused).toBe(false);
    const control = screen.getByRole('button', { name: 'Pause background video' });
    fireEvent.click(control);
    expect(video()!.paused).toBe(true);
    expect(control.textContent).toContain('Play background video');
    expect(screen.getByRole('button', { name: 'Play background video' })).toBe(control);
    fireEvent.click(control);
    expect(video()!.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBe(control);
  });

  it('stays paused on the poster under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    render(<VideoHero block={block} />);
    expect(video()!.paused).toBe(true);
    expect(video()!.getAttribute('data-showing')).toBe('false');
    expect(poster()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();
  });

  it('leaves the poster in place when the video fails to load', () => {
    stubReducedMotion(false);
    render(<VideoHero block={block} />);
    fireEvent.error(video()!);
    expect(video()).toBeNull();
    expect(poster()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
  });

  it('also treats an error on the source element as a failure', () => {
    stubReducedMotion(false);
    render(<VideoHero block={block} />);
    fireEvent.error(document.querySelector('source')!);
    expect(video()).toBeNull();
    expect(poster()).toBeTruthy();
  });
});

describe('the hero’s ways in', () => {
  const withActions = {
    ...block,
    actions: [
      { label: 'View Listings', href: '/listings' },
      { label: 'Speak With an Agent', href: '/contact', context: 'about buying or selling' },
    ],
  };

  it('offers the team’s links under the headline, drawn when the browser draws the page itself', async () => {
    stubReducedMotion(true);
    render(<VideoHero block={withActions} />);
    expect((await screen.findByRole('link', { name: 'View Listings' })).getAttribute('href')).toBe('/listings');
    const agent = screen.getByRole('link', { name: 'Speak With an Agent about buying or selling' });
    expect(agent.getAttribute('href')).toBe('/contact');
  });

  it('none written, none drawn', () => {
    stubReducedMotion(true);
    render(<VideoHero block={block} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
