// The video centre's player: the native <video> (keyboard accessible controls), its chapter list (a click
// seeks there; the chapter playing is marked) and one counted view per video the first time it plays.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AspectRatio, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { VideoDetail } from '@portal/contracts/http/video';
import { chapterAt, clockOf, seekTarget } from './player-logic.ts';
import { mediaTestIds as ids } from './test-ids.ts';

export interface VideoPlayerProps {
  video: VideoDetail;
  /** Called once per video, when it first plays (the page counts the view). */
  onFirstPlay?: (id: number) => void;
}

export function VideoPlayer({ video, onFirstPlay }: VideoPlayerProps) {
  const { t } = useTranslation('media');
  const ref = useRef<HTMLVideoElement>(null);
  const played = useRef<number | null>(null);
  const [time, setTime] = useState(0);
  const current = chapterAt(video.chapters, time);

  const seek = (index: number) => {
    const media = ref.current;
    const chapter = video.chapters[index];
    if (!media || !chapter) return;
    media.currentTime = seekTarget(chapter, media.duration);
    setTime(media.currentTime);
    void media.play().catch(() => undefined); // autoplay refusals leave the player paused at the chapter
  };

  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap={4} align="stretch">
      <Box flex="1" minW={0} bg="black" borderRadius="md" overflow="hidden">
        <AspectRatio ratio={video.width / video.height}>
          <video
            key={video.id}
            ref={ref}
            src={video.source}
            poster={video.poster}
            width={video.width}
            height={video.height}
            controls
            playsInline
            preload="metadata"
            aria-label={video.title}
            data-testid={ids.player}
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
            onPlay={() => {
              if (played.current === video.id) return;
              played.current = video.id;
              onFirstPlay?.(video.id);
            }}
          />
        </AspectRatio>
      </Box>
      {video.chapters.length > 0 && (
        <Box w={{ base: 'full', lg: '16rem' }} flexShrink={0}>
          <Text fontWeight="semibold" mb={2}>
            {t('player.chapters')}
          </Text>
          <Stack as="ol" gap={1} listStyleType="none">
            {video.chapters.map((chapter, index) => (
              <li key={chapter.at}>
                <Button
                  variant={index === current ? 'subtle' : 'ghost'}
                  colorPalette={index === current ? 'brand' : 'gray'}
                  size="sm"
                  w="full"
                  justifyContent="flex-start"
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => seek(index)}
                  data-testid={ids.chapter(index)}
                >
                  <Text as="span" fontVariantNumeric="tabular-nums" color="fg.muted" minW="3rem" textAlign="start">
                    {clockOf(chapter.at)}
                  </Text>
                  <Text as="span" truncate>
                    {chapter.title}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
