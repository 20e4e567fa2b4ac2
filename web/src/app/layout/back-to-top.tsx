// The back-to-top button: appears once the page is scrolled more than BACK_TO_TOP_PX (spec section 9).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@chakra-ui/react';
import { BACK_TO_TOP_PX } from '@portal/contracts/rules/constants';
import { ArrowUpIcon } from '@/shared/ui/icons.tsx';
import { testIds } from '@/shared/test-ids.ts';

export function BackToTop() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      position="fixed"
      insetEnd={{ base: 4, md: 8 }}
      bottom={{ base: 6, md: 10 }}
      zIndex="sticky"
      borderRadius="full"
      colorPalette="brand"
      boxShadow="lg"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid={testIds.backToTop}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
