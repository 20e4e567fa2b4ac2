// The market's three-level category tree: industries (level 1), each opening its level-2 groups with their
// level-3 categories as links. The chosen category is marked and its industry open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Stack, Text, Wrap, chakra } from '@chakra-ui/react';
import type { CategoryNode } from '@portal/contracts/entities/catalogue';
import { ChevronRightIcon } from '@/shared/ui/icons.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';

/** The ids from the root down to `id` (empty when it is not in the tree). */
export function pathTo(tree: readonly CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.childList, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export function CategoryTree({
  tree,
  selected,
  onSelect,
}: {
  tree: readonly CategoryNode[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const chosenPath = pathTo(tree, selected);
  const [open, setOpen] = useState<number | undefined>(chosenPath[0]?.id);
  const item = (node: CategoryNode, fontSize: string, also?: () => void) => (
    <chakra.button
      type="button"
      onClick={() => {
        onSelect(node.id);
        also?.();
      }}
      fontSize={fontSize}
      textAlign="start"
      color={selected === node.id ? 'brand.fg' : undefined}
      fontWeight={selected === node.id ? 'semibold' : undefined}
      _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
      aria-current={selected === node.id ? 'true' : undefined}
      data-testid={ids.market.category(node.id)}
    >
      {pick(node.name, node.nameEn)}
    </chakra.button>
  );
  return (
    <Box
      as="nav"
      aria-label={t('market.categories')}
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      data-testid={ids.market.categoryTree}
    >
      <Flex
        justify="space-between"
        align="center"
        px={3}
        py={2}
        bg="brand.solid"
        color="brand.contrast"
        borderTopRadius="md"
      >
        <Text fontWeight="semibold" fontSize="sm">
          {t('market.categories')}
        </Text>
        {selected !== undefined && (
          <Button size="2xs" variant="subtle" onClick={() => onSelect(undefined)}>
            {t('market.allCategories')}
          </Button>
        )}
      </Flex>
      <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
        {tree.map((level1) => {
          const expanded = open === level1.id;
          return (
            <li key={level1.id}>
              <Flex align="center" px={3} py={1.5} gap={2}>
                {item(level1, 'sm', () => setOpen(level1.id))}
                <chakra.button
                  type="button"
                  ms="auto"
                  aria-expanded={expanded}
                  aria-label={t('market.expand', { name: pick(level1.name, level1.nameEn) })}
                  onClick={() => setOpen(expanded ? undefined : level1.id)}
                  color="fg.muted"
                  transform={expanded ? 'rotate(90deg)' : undefined}
                  transition="transform 0.15s"
                  p={1}
                >
                  <ChevronRightIcon boxSize="4" />
                </chakra.button>
              </Flex>
              {expanded && (
                <Stack gap={2} px={3} pb={3} bg="bg.subtle">
                  {level1.childList.map((level2) => (
                    <Box key={level2.id} pt={2}>
                      {item(level2, 'xs')}
                      <Wrap gap={2} mt={1} ps={2} fontSize="xs" color="fg.muted">
                        {level2.childList.map((level3) => (
                          <span key={level3.id}>{item(level3, 'xs')}</span>
                        ))}
                      </Wrap>
                    </Box>
                  ))}
                </Stack>
              )}
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
