// The confirm step of an exchange: quantity within what is left, the caller's limit and the contract's maximum;
// the points it takes and the balance after; for posted goods the delivery address, chosen (or added) with the
// address manager the order confirmation uses (shared/address). Short of points, it says so and does not send. One request id per
// dialog, so a double click or a retry never exchanges twice; the server's refusal is toasted in the user's
// language and the dialog stays open.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  CloseButton,
  Dialog,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  EXCHANGE_QUANTITY_MAX,
  needsDeliveryAddress,
  type ExchangeResult,
  type PointsGoods,
} from '@portal/contracts/http/integral-product';
import { formatCount } from '@/shared/count-format.ts';
import { AddressManager } from '@/shared/address/address-manager.tsx';
import { paths } from '@/shared/paths.ts';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useExchangePointsMutation } from './points-api.ts';
import { pointsTestIds as ids } from './test-ids.ts';

/** The most the caller may take in one exchange now. */
export function maxQuantity(goods: PointsGoods): number {
  return Math.max(0, Math.min(goods.stock, goods.perUserLimit - goods.mine, EXCHANGE_QUANTITY_MAX));
}

function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function ExchangeDialog({
  goods,
  balance,
  onClose,
}: {
  goods: PointsGoods;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('points');
  const [quantity, setQuantity] = useState(1);
  const [requestId] = useState(newRequestId);
  const [done, setDone] = useState<ExchangeResult | null>(null);
  const posted = needsDeliveryAddress(goods.category);
  const [addressId, setAddressId] = useState<number | null>(null);
  // Only after a confirm without an address: a first look at the dialog is not an error.
  const [addressMissing, setAddressMissing] = useState(false);
  const chooseAddress = useCallback((id: number | null) => {
    setAddressId(id);
    if (id !== null) setAddressMissing(false);
  }, []);
  const [exchange, { isLoading }] = useExchangePointsMutation();
  const max = maxQuantity(goods);
  const total = goods.points * quantity;
  const short = total > balance;
  const number = (n: number) => formatCount(n, i18n.language);
  const setClamped = (value: number) => setQuantity(Math.min(Math.max(1, Math.trunc(value) || 1), Math.max(1, max)));
  const confirm = async () => {
    if (posted && addressId === null) {
      setAddressMissing(true);
      return;
    }
    try {
      const result = await exchange({
        goodsId: goods.id,
        quantity,
        requestId,
        ...(posted && addressId !== null ? { receiveInfoId: addressId } : {}),
      }).unwrap();
      setDone(result);
      showSuccess(t('dialog.success'));
    } catch {
      // The section-8 / points message was toasted by the base query; the dialog keeps what was chosen.
    }
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      // A fixed size: a responsive one left the dialog full height on a desktop. On a phone the content fills the
      // width and scrolls inside.
      size={posted ? 'lg' : 'md'}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 2, md: 0 }}>
          <Dialog.Content data-testid={ids.dialog.root}>
            <Dialog.Header>
              <Dialog.Title>{done ? t('dialog.doneTitle') : t('dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap={3} align="start" mb={4}>
                <Image src={goods.image} alt="" boxSize="4.5rem" borderRadius="md" flexShrink={0} />
                <Stack gap={1} minW={0}>
                  <Text fontWeight="medium" lineClamp={2}>
                    {goods.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('dialog.each', { points: number(goods.points) })}
                  </Text>
                </Stack>
              </HStack>
              {done ? (
                <Stack gap={2} data-testid={ids.done}>
                  <Text>{t('dialog.doneNo', { no: done.exchangeNo })}</Text>
                  <Text>{t('dialog.doneBalance', { points: number(done.points), balance: number(done.balance) })}</Text>
                  <Link asChild color="brand.fg">
                    <RouterLink to={paths.buyerCenter('points')}>{t('myExchanges')}</RouterLink>
                  </Link>
                </Stack>
              ) : (
                <Stack gap={3}>
                  <HStack justify="space-between" wrap="wrap" gap={2}>
                    <Text>{t('dialog.quantity')}</Text>
                    <HStack gap={1}>
                      <IconButton
                        size="sm"
                        variant="outline"
                        aria-label={t('dialog.less')}
                        disabled={quantity <= 1}
                        onClick={() => setClamped(quantity - 1)}
                      >
                        −
                      </IconButton>
                      <Input
                        size="sm"
                        w="4rem"
                        textAlign="center"
                        inputMode="numeric"
                        value={String(quantity)}
                        aria-label={t('dialog.quantity')}
                        onChange={(event) => setClamped(Number(event.target.value.replace(/\D/g, '')))}
                        data-testid={ids.dialog.quantity}
                      />
                      <IconButton
                        size="sm"
                        variant="outline"
                        aria-label={t('dialog.more')}
                        disabled={quantity >= max}
                        onClick={() => setClamped(quantity + 1)}
                      >
                        +
                      </IconButton>
                    </HStack>
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {t('dialog.limit', { limit: goods.perUserLimit, mine: goods.mine, stock: goods.stock })}
                  </Text>
                  <HStack justify="space-between">
                    <Text>{t('dialog.total')}</Text>
                    <Text fontWeight="bold" color="brand.solid" data-testid={ids.dialog.total}>
                      {t('pointsCount', { points: number(total) })}
                    </Text>
                  </HStack>
                  <HStack justify="space-between" fontSize="sm" color="fg.muted">
                    <Text>{t('dialog.balance')}</Text>
                    <Text>{t('pointsCount', { points: number(balance) })}</Text>
                  </HStack>
                  {short ? (
                    <Text color="fg.error" fontSize="sm" role="alert" data-testid={ids.dialog.short}>
                      {t('dialog.short', { missing: number(total - balance) })}
                    </Text>
                  ) : (
                    <HStack justify="space-between" fontSize="sm" color="fg.muted">
                      <Text>{t('dialog.after')}</Text>
                      <Text data-testid={ids.dialog.after}>
                        {t('pointsCount', { points: number(balance - total) })}
                      </Text>
                    </HStack>
                  )}
                  {posted ? (
                    <Stack gap={2} pt={2} borderTopWidth="1px">
                      <Text fontWeight="medium">{t('dialog.address')}</Text>
                      <AddressManager selectedId={addressId} onSelect={chooseAddress} invalid={addressMissing} />
                      {addressMissing && (
                        <Text color="fg.error" fontSize="sm" role="alert" data-testid={ids.dialog.addressMissing}>
                          {t('dialog.addressMissing')}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('dialog.noShipping')}
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {done ? (
                <Button colorPalette="brand" onClick={onClose} data-testid={ids.dialog.dismiss}>
                  {t('dialog.close')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} data-testid={ids.dialog.dismiss}>
                    {t('dialog.cancel')}
                  </Button>
                  <Button
                    colorPalette="brand"
                    loading={isLoading}
                    disabled={short || max === 0}
                    onClick={() => void confirm()}
                    data-testid={ids.dialog.confirm}
                  >
                    {t('dialog.confirm')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.closeDialog')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
