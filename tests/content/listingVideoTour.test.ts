import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import {
  ListingTour,
  ListingVideo,
  frameOrigins as listingFrameOrigins,
  videoPlayer,
} from '../../src/model/listingVideo.ts';
import { contentSecurityPolicy, frameOrigins } from '../../scripts/siteBuild/securityHeaders.ts';
import { editJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

const poster = { src: '/media/listings/dunvegan-road/2.jpg', alt: 'Foyer' };
const frameSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('frame-src'));

describe("a listing's video and tour", () => {
  it('takes an MP4 of our own, a YouTube id or a Vimeo number, each with a poster, and plays each from the right place', () => {
    expect(videoPlayer(ListingVideo.parse({ kind: 'file', src: '/media/listings/a/tour.mp4', poster }))).toEqual({
      embed: '/media/listings/a/tour.mp4',
      link: '/media/listings/a/tour.mp4',
    });
    expect(videoPlayer(ListingVideo.parse({ kind: 'youtube', id: 'AshdownDv21', poster })).embed).toBe(
      'https://www.youtube-nocookie.com/embed/AshdownDv21?autoplay=1&rel=0',
    );
    expect(videoPlayer(ListingVideo.parse({ kind: 'vimeo', id: '76979871', poster })).link).toBe(
      'https://vimeo.com/76979871',
    );
    expect(ListingVideo.safeParse({ kind: 'file', src: 'https://cdn.example.com/tour.mp4', poster }).success).toBe(
      false,
    );
    expect(ListingVideo.safeParse({ kind: 'file', src: '/media/listings/a/tour.mov', poster }).success).toBe(false);
    expect(ListingVideo.safeParse({ kind: 'youtube', id: 'https://youtu.be/AshdownDv21', poster }).success).toBe(false);
    expect(ListingVideo.safeParse({ kind: 'youtube', id: 'AshdownDv21' }).success).toBe(false);
    // The poster is ours: the provider's thumbnail would be a request before the press.
    expect(
      ListingVideo.safeParse({
        kind: 'youtube',
        id: 'AshdownDv21',
        poster: { src: 'https://i.ytimg.com/vi/AshdownDv21/hqdefault.jpg', alt: 'Foyer', width: 480, height: 360 },
      }).success,
    ).toBe(false);
    expect(
      ListingTour.safeParse({
        url: 'https://kuula.co/share/abc',
        poster: { src: 'https://cdn.example.com/p.jpg', alt: 'Hall', width: 1600, height: 900 },
      }).success,
    ).toBe(false);
  });

  it('takes a tour only over https from a known provider', () => {
    expect(ListingTour.safeParse({ url: 'https://my.matterport.com/show/?m=AshdownDv21' }).success).toBe(true);
    expect(ListingTour.safeParse({ url: 'http://my.matterport.com/show/?m=AshdownDv21' }).success).toBe(false);
    expect(ListingTour.safeParse({ url: 'https://tours.example.com/84-old-forest-hill' }).success).toBe(false);
    expect(ListingTour.safeParse({ url: 'https://my.matterport.com.evil.example/show' }).success).toBe(false);
  });

  it('a tour on an unknown host is refused at its file:line, naming the field and the fix', () => {
    const root = tempSite('tour-host');
    editJson(join(root, 'data', 'listings', 'dunvegan-road.json'), (l) => {
      l.tour = { url: 'http://tours.example.com/dunvegan' };
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/listings\/dunvegan-road\.json:\d+:\d+\n {6}field: tour\.url\n.*https:\/\/ on my\.matterport\.com, kuula\.co/,
    );
  });
});

describe('the Content-Security-Policy for video and tour providers', () => {
  it('frames nothing when no listing has a provider', () => {
    expect(frameSrc(contentSecurityPolicy('https://x.supabase.co', []))).toBe("frame-src 'none'");
    expect(listingFrameOrigins({ video: { kind: 'file', src: '/media/a.mp4', poster } })).toEqual([]);
    expect(frameSrc(contentSecurityPolicy('https://x.supabase.co', [], []))).toBe("frame-src 'none'");
  });

  it('allows exactly the providers the fixture content uses', () => {
    const { content } = loadValidContent(join(import.meta.dirname, '..', 'fixtures', 'site'));
    const frames = frameOrigins(content);
    expect(frames).toEqual(['https://my.matterport.com', 'https://www.youtube-nocookie.com']);
    expect(frameSrc(contentSecurityPolicy('https://x.supabase.co', [], frames))).toBe(
      'frame-src https://my.matterport.com https://www.youtube-nocookie.com',
    );
  });

  it('drops a provider once no listing uses it', () => {
    const root = tempSite('no-frames');
    for (const slug of ['dunvegan-road'])
      editJson(join(root, 'data', 'listings', `${slug}.json`), (l) => {
        delete l.video;
        delete l.tour;
      });
    expect(frameOrigins(loadValidContent(root).content)).toEqual([]);
  });
});
