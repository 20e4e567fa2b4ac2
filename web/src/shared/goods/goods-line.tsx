// A goods line as the cart, the order confirmation, the orders list and an order's detail show it: the picture,
// the title on two lines and the spec text on one, with what the place adds under them (`children`: prices, a
// reason it cannot be ordered) and beside them (`aside`). Three sizes, one a place: the cart's is the largest.
// Also the one badge of a cart line that cannot be ordered, in the server's wording (display:unavailable).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { CartLine } from '@portal/contracts/http/cart';
import { Picture } from '@/shared/ui/picture.tsx';

/** What a line of the cart or of an order has to show. */
export interface GoodsLineGoods {
  image: string;
  title: string;
  specText: string;
}

const SIZES = {
  /** The orders list and an order's detail. */
  sm: { picture: 14, gap: 0, fontSize: 'sm', fontWeight: undefined },
  /** The order confirmation's rows. */
  md: { picture: { base: 14, md: 16 }, gap: 1, fontSize: 'sm', fontWeight: 'medium' },
  /** The cart's rows. */
  lg: { picture: { base: 16, md: 20 }, gap: 1, fontSize: undefined, fontWeight: 'medium' },
} as const;

export function GoodsLine({
  goods,
  size = 'sm',
  align = 'start',
  children,
  aside,
}: {
  goods: GoodsLineGoods;
  size?: keyof typeof SIZES;
  align?: StackProps['align'];
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const look = SIZES[size];
  return (
    <HStack gap={3} align={align} minW={0}>
      <Picture
        src={goods.image}
        alt=""
        boxSize={look.picture}
        objectFit="cover"
        borderRadius="md"
        bg="bg.muted"
        flexShrink={0}
      />
      <Stack gap={look.gap} minW={0} flex="1">
        <Text fontSize={look.fontSize} fontWeight={look.fontWeight} lineClamp={2}>
          {goods.title}
        </Text>
        {goods.specText && (
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {goods.specText}
          </Text>
        )}
        {children}
      </Stack>
      {aside}
    </HStack>
  );
}

/** Why a line cannot be ordered (nothing when it can). The page's route loads the `display` namespace. */
export function UnavailableBadge({ reason, testId }: { reason: CartLine['unavailableReason']; testId: string }) {
  const { t } = useTranslation('display');
  if (!reason) return null;
  return (
    <Badge colorPalette="red" variant="subtle" alignSelf="start" whiteSpace="normal" data-testid={testId}>
      {t(`unavailable.${reason}`)}
    </Badge>
  );
}
