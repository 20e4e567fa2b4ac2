// A card of the video grid: poster with its length, title, company, views; the whole card opens the video.
import { useTranslation } from 'react-i18next';
import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { VideoItem } from '@portal/contracts/http/video';
import { clockOf } from './player-logic.ts';
import { mediaTestIds as ids } from './test-ids.ts';

export function VideoCard({ video, onOpen }: { video: VideoItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation('media');
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
      data-testid={ids.card}
      data-category={video.category}
    >
      <Box position="relative">
        <Image src={video.poster} alt="" w="full" aspectRatio={16 / 9} objectFit="cover" loading="lazy" />
        <Badge
          position="absolute"
          bottom={2}
          insetEnd={2}
          bg="blackAlpha.700"
          color="white"
          fontVariantNumeric="tabular-nums"
        >
          {clockOf(video.duration)}
        </Badge>
      </Box>
      <Stack gap={1} p={3}>
        <LinkOverlay asChild>
          <button type="button" onClick={() => onOpen(video.id)} style={{ textAlign: 'start' }}>
            <Text fontWeight="medium" lineClamp={2} minH="2.6em" data-testid={ids.cardTitle}>
              {video.title}
            </Text>
          </button>
        </LinkOverlay>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" gap={2}>
          <Text truncate>{video.companyName ?? t(`categories.${video.category}`)}</Text>
          <Text flexShrink={0}>{t('card.views', { count: video.views })}</Text>
        </HStack>
      </Stack>
    </LinkBox>
  );
}
