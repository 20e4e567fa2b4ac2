// The help categories: a 210px column beside the list on a desktop, a row of chips on a phone.
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { HelpCategory } from '@portal/contracts/http/help';
import { SIDEBAR_WIDTH_PX } from '@portal/contracts/rules/constants';
import { HELP_CATEGORY_VALUES } from './help-query.ts';
import { helpTestIds } from './test-ids.ts';

export interface HelpCategoriesProps {
  /** The chosen category; undefined for all of them. */
  value: HelpCategory | undefined;
  onChange(category: HelpCategory | undefined): void;
}

const ALL = 'all';

export function HelpCategories({ value, onChange }: HelpCategoriesProps) {
  const { t } = useTranslation('help');
  const entries: { key: string; category: HelpCategory | undefined }[] = [
    { key: ALL, category: undefined },
    ...HELP_CATEGORY_VALUES.map((category) => ({ key: category, category })),
  ];
  return (
    <Box
      as="nav"
      aria-label={t('categories.label')}
      w={{ base: 'full', md: `${SIDEBAR_WIDTH_PX}px` }}
      flexShrink={0}
      bg="bg"
      borderRadius="lg"
      borderWidth="1px"
      p={{ base: 2, md: 3 }}
      alignSelf="flex-start"
    >
      <Text fontWeight="semibold" px={2} pb={2} display={{ base: 'none', md: 'block' }}>
        {t('categories.label')}
      </Text>
      <Flex direction={{ base: 'row', md: 'column' }} wrap={{ base: 'wrap', md: 'nowrap' }} gap={1}>
        {entries.map(({ key, category }) => {
          const active = value === category;
          return (
            <Button
              key={key}
              size="sm"
              justifyContent={{ base: 'center', md: 'flex-start' }}
              variant={active ? 'subtle' : 'ghost'}
              colorPalette={active ? 'brand' : 'gray'}
              fontWeight={active ? 'semibold' : 'normal'}
              aria-current={active ? 'true' : undefined}
              onClick={() => onChange(category)}
              data-testid={helpTestIds.centre.category(key)}
            >
              {category ? t(`categories.${category}`) : t('categories.all')}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
