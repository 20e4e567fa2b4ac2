// The buying part of the goods detail: quantity (at most four decimals, within the minimum order and the
// stock), add to cart (the header's cart count follows), buy now (to the order confirmation with this line),
// inquire, favourite and contact the seller. Goods that cannot be bought say why in the product's wording.
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { BusinessMessages } from '@portal/contracts/business-messages';
import type { ProductDetail } from '@portal/contracts/entities/catalogue';
import { normalizeQuantity, quantityToUnits } from '@portal/contracts/money';
import { checkQuantity } from '@portal/contracts/rules/validation';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { paths } from '@/shared/paths.ts';
import { cartCountChanged, selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAddFavouriteMutation, useAddToCartMutation } from './catalogue-api.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { unitLabel } from '@/shared/i18n/unit-label.ts';

/** Why these goods cannot be bought at all, in the section-8 wording, or null. */
export function blockedReason(product: ProductDetail): keyof typeof BusinessMessages | null {
  if (product.offShelf) return 'productOff';
  if (product.own) return 'ownProduct';
  if (product.priceState === 'hidden') return 'applyPriceFirst';
  if (product.priceState === 'negotiable') return 'priceNegotiable';
  if (product.priceState === 'expired') return 'priceExpired';
  const stock = quantityToUnits(product.stock) ?? 0;
  if (stock < (quantityToUnits(product.minOrder) ?? 0)) return 'inventoryBelowMinimum';
  return null;
}

/** The quantity's problem as a message, or null: the contract's rule, then the minimum order and the stock. */
export function useQuantityProblem(product: ProductDetail): (text: string) => string | null {
  const { t } = useTranslation('catalogue');
  const ruleMessage = useRuleMessage();
  return (text) => {
    const failure = checkQuantity(text);
    if (failure) return ruleMessage(failure);
    const units = quantityToUnits(text.trim()) ?? 0;
    if (units < (quantityToUnits(product.minOrder) ?? 0)) {
      const unit = unitLabel(t, product.unit, product.minOrder);
      return t('goods.belowMinimum', { quantity: normalizeQuantity(product.minOrder), unit });
    }
    if (units > (quantityToUnits(product.stock) ?? 0)) {
      const unit = unitLabel(t, product.unit, product.stock);
      return t('goods.aboveStock', { quantity: normalizeQuantity(product.stock), unit });
    }
    return null;
  };
}

export function PurchaseBox({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const lang = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [quantity, setQuantity] = useState(() => normalizeQuantity(product.minOrder));
  const [touched, setTouched] = useState(false);
  const problemOf = useQuantityProblem(product);
  const problem = touched ? problemOf(quantity) : null;
  const [addToCart, adding] = useAddToCartMutation();
  const [addFavourite, favouring] = useAddFavouriteMutation();
  const blocked = blockedReason(product);
  // Limited-time discount goods may be bought now but never go in the cart (docs/requirements.md section 5).
  const cartBlocked = blocked ?? (product.discount ? 'discountNotInCart' : null);

  const needLogin = () => {
    void navigate(paths.login(location.pathname + location.search));
  };
  const checked = (): string | null => {
    setTouched(true);
    return problemOf(quantity) === null ? normalizeQuantity(quantity.trim()) : null;
  };
  const onAddToCart = async () => {
    if (!loggedIn) return needLogin();
    const ok = checked();
    if (ok === null) return;
    try {
      const result = await addToCart({ productId: product.id, quantity: ok }).unwrap();
      dispatch(cartCountChanged(result.count));
      showSuccess(t('goods.added'));
    } catch {
      // The base query toasted the section-8 message; the typed quantity stays.
    }
  };
  const onBuyNow = () => {
    if (!loggedIn) return needLogin();
    const ok = checked();
    if (ok === null) return;
    void navigate(paths.settle({ goodsId: product.id, quantity: ok }));
  };
  const onFavourite = async () => {
    if (!loggedIn) return needLogin();
    try {
      await addFavourite({ type: 'product', targetId: product.id }).unwrap();
      showSuccess(t('goods.favourited'));
    } catch {
      // toasted
    }
  };

  return (
    <Stack gap={3}>
      {!blocked && (
        <Field.Root invalid={problem !== null}>
          <HStack gap={3} align="center" wrap="wrap">
            <Field.Label m={0} minW="4rem" color="fg.muted" fontWeight="normal">
              {t('goods.quantity')}
            </Field.Label>
            <Input
              w="9rem"
              inputMode="decimal"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              onBlur={() => setTouched(true)}
              data-testid={ids.goods.quantity}
            />
            <Text fontSize="sm" color="fg.muted">
              {t(`unit.${product.unit}`)} · {t('goods.stock', { quantity: normalizeQuantity(product.stock) })}
            </Text>
          </HStack>
          {problem && (
            <Field.ErrorText ms={{ base: 0, sm: '5rem' }} data-testid={ids.goods.quantityError}>
              {problem}
            </Field.ErrorText>
          )}
        </Field.Root>
      )}
      {blocked && blocked !== 'applyPriceFirst' && (
        <Alert.Root status="warning" size="sm" data-testid={ids.goods.ownNotice}>
          <Alert.Indicator />
          <Alert.Title>{BusinessMessages[blocked][lang]}</Alert.Title>
        </Alert.Root>
      )}
      {!blocked && cartBlocked && (
        <Text fontSize="xs" color="fg.muted">
          {BusinessMessages[cartBlocked][lang]}
        </Text>
      )}
      <HStack gap={2} wrap="wrap">
        <Button
          colorPalette="brand"
          variant="outline"
          size="lg"
          disabled={cartBlocked !== null}
          loading={adding.isLoading}
          onClick={() => void onAddToCart()}
          data-testid={ids.goods.addToCart}
        >
          {t('goods.addToCart')}
        </Button>
        <Button
          colorPalette="brand"
          size="lg"
          disabled={blocked !== null}
          onClick={onBuyNow}
          data-testid={ids.goods.buyNow}
        >
          {t('goods.buyNow')}
        </Button>
        <Button asChild variant="outline" size="lg" data-testid={ids.goods.inquire}>
          <RouterLink to={paths.InquiryCounterofferList({ publish: 1, goodsId: product.id })}>
            {t('goods.inquire')}
          </RouterLink>
        </Button>
      </HStack>
      <HStack gap={4} fontSize="sm">
        <Button
          variant="plain"
          size="sm"
          px={0}
          color="fg.muted"
          _hover={{ color: 'brand.fg' }}
          loading={favouring.isLoading}
          onClick={() => void onFavourite()}
          data-testid={ids.goods.favourite}
        >
          ☆ {t('goods.favourite')}
        </Button>
        <Button
          asChild
          variant="plain"
          size="sm"
          px={0}
          color="fg.muted"
          _hover={{ color: 'brand.fg' }}
          data-testid={ids.goods.contact}
        >
          <RouterLink to={paths.chat({ companyId: product.companyId, goodsId: product.id })}>
            {t('goods.contact')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
