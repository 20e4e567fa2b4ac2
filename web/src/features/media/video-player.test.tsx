// The player's chapters: a click seeks the media to the chapter's start and marks it as the one playing;
// the first play reports one view, a second play of the same video does not.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { VideoDetail } from '@portal/contracts/http/video';
import { renderWithStore } from '@/test/render.tsx';
import { VideoPlayer } from './video-player.tsx';
import { mediaTestIds as ids } from './test-ids.ts';

const video: VideoDetail = {
  id: 7,
  title: 'Factory tour',
  category: 'factory',
  summary: '',
  poster: '/assets-mock/poster/7.svg',
  duration: 16,
  views: 1,
  likes: 0,
  publishedAt: 0,
  companyId: null,
  companyName: null,
  source: '/assets-mock/clips/factory.webm',
  width: 480,
  height: 270,
  liked: false,
  description: [],
  chapters: [
    { at: 0, title: 'Introduction' },
    { at: 8, title: 'Quality control' },
  ],
  products: [],
  related: [],
};

describe('VideoPlayer', () => {
  it('seeks to a chapter on click and counts the first play once', async () => {
    const onFirstPlay = vi.fn();
    const { user } = renderWithStore(<VideoPlayer video={video} onFirstPlay={onFirstPlay} />, { lang: 'en' });
    const media = screen.getByTestId(ids.player) as HTMLVideoElement;
    // jsdom has no media engine: give the element a settable clock, a length and a play().
    let time = 0;
    Object.defineProperty(media, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
    Object.defineProperty(media, 'duration', { get: () => 16 });
    media.play = vi.fn(() => Promise.resolve());

    // A chapter's button reads its start and its title (the video's own, from the server).
    await user.click(screen.getByRole('button', { name: /Quality control$/ }));
    expect(time).toBe(8);
    expect(media.play).toHaveBeenCalled();
    expect(screen.getByTestId(ids.chapter(1)).getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId(ids.chapter(0)).getAttribute('aria-current')).toBeNull();

    fireEvent.play(media);
    fireEvent.play(media);
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
    expect(onFirstPlay).toHaveBeenCalledWith(7);
  });
});
