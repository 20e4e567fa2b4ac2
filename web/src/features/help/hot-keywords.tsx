// Common searches, one click each to /searchQuestion?keyword= (the articles are in Chinese, so the English
// chips search the Chinese word).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';

interface HotKeyword {
  /** What the chip says in the current language. */
  label: string;
  /** What is searched: the help articles are written in Chinese. */
  keyword: string;
}

function hotList(value: unknown): HotKeyword[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is HotKeyword =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as HotKeyword).label === 'string' &&
      typeof (item as HotKeyword).keyword === 'string',
  );
}

/** `onBrand`: drawn on the brand-coloured banner (light text). */
export function HotKeywords({ onBrand = false }: { onBrand?: boolean }) {
  const { t } = useTranslation('help');
  const keywords = hotList(t('search.hot', { returnObjects: true }));
  return (
    <HStack gap={2} wrap="wrap" fontSize="sm">
      <Text as="span" color={onBrand ? 'whiteAlpha.900' : 'fg.muted'}>
        {t('search.hotLabel')}
      </Text>
      {keywords.map(({ label, keyword }) => (
        <Badge
          key={keyword}
          asChild
          variant={onBrand ? 'subtle' : 'outline'}
          size="md"
          cursor="pointer"
          _hover={{ color: 'brand.fg' }}
        >
          <RouterLink to={paths.searchQuestion({ keyword })}>{label}</RouterLink>
        </Badge>
      ))}
    </HStack>
  );
}
