// The top of the video centre: the opened (or featured) video playing, its title, counts and like button,
// description, the goods it shows (catalogue cards to the goods detail) and related videos.
import { useEffect, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VideoCount, VideoDetail } from '@portal/contracts/http/video';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useVideoLikeMutation, useVideoViewMutation } from './video-api.ts';
import { VideoPlayer } from './video-player.tsx';
import { VideoCard } from './video-card.tsx';
import { ShownGoodsCard } from './shown-goods-card.tsx';
import { mediaTestIds as ids } from './test-ids.ts';

export function VideoStage({
  video,
  featured,
  onOpen,
}: {
  video: VideoDetail;
  /** The first video of the list shown before the user picks one. */
  featured: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [counts, setCounts] = useState<VideoCount>({ views: video.views, likes: video.likes, liked: video.liked });
  const [countView] = useVideoViewMutation();
  const [like, likeState] = useVideoLikeMutation();

  useEffect(() => setCounts({ views: video.views, likes: video.likes, liked: video.liked }), [video]);

  const toggleLike = () => {
    if (!loggedIn) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    void like({ params: { id: video.id }, body: { liked: !counts.liked } })
      .unwrap()
      .then(setCounts, () => undefined); // the failure's message is shown by the api layer
  };

  return (
    <Stack gap={5} data-testid={ids.stage} bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: 3, md: 5 }}>
      <VideoPlayer
        video={video}
        onFirstPlay={(id) => {
          void countView({ id })
            .unwrap()
            .then(setCounts, () => undefined);
        }}
      />
      <Stack gap={2}>
        <HStack gap={2} wrap="wrap">
          {featured && <Badge colorPalette="brand">{t('stage.featured')}</Badge>}
          <Badge>{t(`categories.${video.category}`)}</Badge>
        </HStack>
        <Heading as="h2" size={{ base: 'md', md: 'lg' }} data-testid={ids.title}>
          {video.title}
        </Heading>
        <HStack gap={4} wrap="wrap" fontSize="sm" color="fg.muted">
          {video.companyName && <Text>{video.companyName}</Text>}
          <Text data-testid={ids.views}>{t('card.views', { count: counts.views })}</Text>
          <Button
            size="sm"
            variant={counts.liked ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={counts.liked}
            loading={likeState.isLoading}
            onClick={toggleLike}
            data-testid={ids.like}
          >
            {counts.liked ? t('stage.liked', { count: counts.likes }) : t('stage.like', { count: counts.likes })}
          </Button>
        </HStack>
        {video.description.map((paragraph, index) => (
          <Text key={index} color="fg.muted" fontSize="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>

      {video.products.length > 0 && (
        <Box data-testid={ids.goods}>
          <Heading as="h3" size="sm" mb={3}>
            {t('stage.goods')}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
            {video.products.map((product) => (
              <ShownGoodsCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        </Box>
      )}

      {video.related.length > 0 && (
        <Box data-testid={ids.related}>
          <Heading as="h3" size="sm" mb={3}>
            {t('stage.related')}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
            {video.related.map((item) => (
              <VideoCard key={item.id} video={item} onOpen={onOpen} />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
