// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lightbox } from '../../src/ui/lightbox/Lightbox.tsx';
import { MAX_THUMBNAILS, Thumbnails } from '../../src/blocks/listingGallery/Thumbnails.tsx';
import { useLightbox } from '../../src/ui/lightbox/lightboxState.ts';
import { photos } from './fixtures.ts';

const reset = () => act(() => useLightbox.getState().close());

beforeEach(reset);
afterEach(() => {
  cleanup();
  reset();
});

describe('lightbox store', () => {
  it('wraps around forwards and backwards', () => {
    const s = useLightbox.getState();
    s.openAt(6, 7);
    s.next();
    expect(useLightbox.getState().index).toBe(0);
    useLightbox.getState().previous();
    expect(useLightbox.getState().index).toBe(6);
    useLightbox.getState().previous();
    expect(useLightbox.getState().index).toBe(5);
  });

  it('resets on close so it reopens on the photo clicked', () => {
    useLightbox.getState().openAt(3, 7);
    useLightbox.getState().close();
    expect(useLightbox.getState()).toMatchObject({ index: null, count: 0 });
    useLightbox.getState().openAt(1, 7);
    expect(useLightbox.getState().index).toBe(1);
  });

  it('ignores next and previous while closed', () => {
    useLightbox.getState().next();
    useLightbox.getState().previous();
    expect(useLightbox.getState().index).toBeNull();
  });
});

describe('Lightbox', () => {
  const images = photos(7);

  it('renders nothing while closed', () => {
    render(<Lightbox images={images} title="Old Forest Hill" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a modal dialog with a counter such as 3 / 7', () => {
    render(<Lightbox images={images} title="Old Forest Hill" />);
    act(() => useLightbox.getState().openAt(2, 7));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Photos of Old Forest Hill');
    expect(screen.getByText('3 / 7')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Photo number 3');
  });

  it('wraps past the last photo to the first and back with the buttons', () => {
    render(<Lightbox images={images} title="x" />);
    act(() => useLightbox.getState().openAt(6, 7));
    expect(screen.getByText('7 / 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('7 / 7')).toBeTruthy();
  });

  it('answers the arrow keys and Escape', () => {
    render(<Lightbox images={images} title="x" />);
    act(() => useLightbox.getState().openAt(0, 7));
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('7 / 7')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 7')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useLightbox.getState().index).toBeNull();
  });

  it('focuses the close button, keeps Tab inside and closes with it', () => {
    let closed = 0;
    render(<Lightbox images={images} title="x" onClosed={() => closed++} />);
    act(() => useLightbox.getState().openAt(4, 7));
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toBe(1);
  });

  it('locks page scrolling while open', () => {
    render(<Lightbox images={images} title="x" />);
    act(() => useLightbox.getState().openAt(0, 7));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => useLightbox.getState().close());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Thumbnails', () => {
  it('shows at most six thumbnails and says how many more there are', () => {
    render(<Thumbnails images={photos(9)} onOpen={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(MAX_THUMBNAILS).toBe(6);
    expect(buttons).toHaveLength(6);
    expect(screen.getByText('+3')).toBeTruthy();
  });

  it('shows every photo when there are six or fewer', () => {
    render(<Thumbnails images={photos(4)} onOpen={() => {}} />);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('opens the lightbox on the photo clicked and returns focus to it on close', () => {
    const images = photos(7);
    let opener: HTMLElement | null = null;
    render(
      <>
        <Thumbnails
          images={images}
          onOpen={(i, el) => {
            opener = el;
            useLightbox.getState().openAt(i, images.length);
          }}
        />
        <Lightbox images={images} title="x" onClosed={() => opener?.focus()} />
      </>,
    );
    const third = screen.getByRole('button', { name: /^View photo 3 of 7/ });
    fireEvent.click(third);
    expect(screen.getByText('3 / 7')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(third);
  });
});
