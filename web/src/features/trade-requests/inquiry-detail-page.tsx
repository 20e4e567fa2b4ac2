// /inquiryCounterofferDetail/:id: the inquiry (facts, description, attachments) and its negotiation as a
// timeline per seller: every round with who, what and when, and the action the viewer may take now (quote,
// counter-offer, accept the other side's latest proposal, end the inquiry). The buyer sees every thread, a
// seller only its own; both pages refresh when the other side answers (their user room's notification).
// An accepted offer naming the seller's goods goes in the buyer's cart at the agreed price (on acceptance or
// afterwards); one naming no goods offers to contact the seller.
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Card, Checkbox, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { InquiryDetail, InquiryOffers, OfferThread } from '@portal/contracts/entities/trade-request';
import { formatMoney } from '@portal/contracts/money';
import { DELIVERY_METHOD_LABELS, type Unit } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { paths } from '@/shared/paths.ts';
import { selectIsLoggedIn, selectUserInfo } from '@/shared/session/session-slice.ts';
import { OfferForm } from './offer-form.tsx';
import {
  Fact,
  InquiryStatusBadge,
  ThreadStatusBadge,
  formatDateTime,
  unitText,
  useBilingual,
  useLang,
  quantityWithUnit,
} from './parts.tsx';
import { useOfferNotifications } from './use-live.ts';
import {
  useAcceptOfferMutation,
  useEndInquiryMutation,
  useInquiryDetailQuery,
  useOfferToCartMutation,
  useOffersQuery,
} from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.detail;

function InquiryFacts({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const label = useBilingual();
  const unit = unitText(lang, inquiry.unit);
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Text fontSize="sm" color="fg.muted">
            {inquiry.inquiryNum} · {t('detail.publishedAt', { at: formatDateTime(inquiry.createdAt, lang) })}
          </Text>
          <InquiryStatusBadge status={inquiry.status} testId={ids.status} />
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
          <Fact label={t('fields.category')}>
            {(lang === 'en' ? inquiry.categoryNameEn : inquiry.categoryName) || '-'}
          </Fact>
          <Fact label={t('fields.quantity')}>{quantityWithUnit(lang, inquiry.quantity, inquiry.unit)}</Fact>
          <Fact label={t('fields.price')}>
            {inquiry.price === null ? t('card.negotiable') : `${formatMoney(inquiry.price)} / ${unit}`}
          </Fact>
          <Fact label={t('fields.dueDate')}>{inquiry.dueDate}</Fact>
          <Fact label={t('fields.deliveryMethod')}>{label(DELIVERY_METHOD_LABELS[inquiry.deliveryMethod])}</Fact>
          <Fact label={t('fields.receivingPlace')}>
            {inquiry.receivingPlace.regionName} {inquiry.receivingPlace.address}
          </Fact>
          <Fact label={t('fields.contactPhone')}>{inquiry.contactPhone}</Fact>
          <Fact label={t('fields.wechat')}>{inquiry.wechat || '-'}</Fact>
          <Fact label={t('card.buyer')}>{inquiry.buyerName}</Fact>
          {inquiry.supplier && <Fact label={t('detail.sentTo')}>{inquiry.supplier.shopName}</Fact>}
        </SimpleGrid>
        {inquiry.description && (
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('fields.description')}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {inquiry.description}
            </Text>
          </Box>
        )}
        {inquiry.attachments.length > 0 && (
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {t('fields.attachments')}
            </Text>
            <Stack gap={1}>
              {inquiry.attachments.map((file) => (
                <Link
                  key={file.fileId}
                  href={file.url}
                  target="_blank"
                  rel="noreferrer"
                  fontSize="sm"
                  colorPalette="brand"
                >
                  {file.name}
                </Link>
              ))}
            </Stack>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Timeline({ thread, unit, unitCode }: { thread: OfferThread; unit: string; unitCode: Unit }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  return (
    <Stack as="ol" listStyleType="none" gap={0} borderStartWidth="2px" borderColor="border" ms={2}>
      {thread.entries.map((entry) => (
        <Box as="li" key={entry.id} position="relative" ps={5} pb={4} data-testid={ids.entry} data-side={entry.side}>
          <Box
            position="absolute"
            insetStart="-7px"
            top="4px"
            boxSize="12px"
            borderRadius="full"
            bg={entry.side === 'seller' ? 'brand.solid' : 'blue.solid'}
          />
          <HStack gap={2} wrap="wrap" fontSize="sm">
            <Badge variant="outline" colorPalette={entry.side === 'seller' ? 'brand' : 'blue'}>
              {t('timeline.round', { round: entry.round })}
            </Badge>
            <Text fontWeight="semibold">{t(`timeline.${entry.side}`, { name: entry.byName })}</Text>
            <Text color="fg.muted">{formatDateTime(entry.createdAt, lang)}</Text>
          </HStack>
          <HStack gap={{ base: 3, md: 6 }} wrap="wrap" fontSize="sm" mt={1}>
            <Text>
              {t('offer.price')}{' '}
              <Text as="span" fontWeight="bold" color="brand.fg">
                {formatMoney(entry.price)} / {unit}
              </Text>
            </Text>
            <Text>
              {t('fields.quantity')} {quantityWithUnit(lang, entry.quantity, unitCode)}
            </Text>
            <Text>
              {t('timeline.amount')} {formatMoney(entry.amount)}
            </Text>
            <Text>
              {t('offer.deliveryDate')} {entry.deliveryDate}
            </Text>
            <Text color="fg.muted">{t('timeline.validUntil', { date: entry.validUntil })}</Text>
          </HStack>
          {entry.remark && (
            <Text fontSize="sm" color="fg.muted" mt={1}>
              “{entry.remark}”
            </Text>
          )}
        </Box>
      ))}
      {thread.status === 'accepted' && thread.acceptedAt !== null && (
        <Box as="li" position="relative" ps={5} data-testid={ids.accepted}>
          <Box position="absolute" insetStart="-7px" top="4px" boxSize="12px" borderRadius="full" bg="green.solid" />
          <Text fontSize="sm" fontWeight="semibold" color="green.fg">
            {t(`timeline.acceptedBy.${thread.acceptedBy ?? 'buyer'}`, {
              price: formatMoney(thread.latestPrice),
              at: formatDateTime(thread.acceptedAt, lang),
            })}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/** What the buyer does with an accepted offer: put its goods in the cart at the agreed price, or talk to the seller. */
function AgreedOffer({ thread, inquiryNum, unit }: { thread: OfferThread; inquiryNum: string; unit: string }) {
  const { t } = useTranslation('requests');
  const [toCart, { isLoading }] = useOfferToCartMutation();
  if (!thread.goods) {
    return (
      <HStack gap={3} wrap="wrap" borderTopWidth="1px" pt={3}>
        <Text fontSize="sm" color="fg.muted" flex="1" minW="12rem">
          {t('detail.acceptedNext')}
        </Text>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={paths.chat({ companyId: thread.seller.id })}>{t('detail.contactSeller')}</RouterLink>
        </Button>
      </HStack>
    );
  }
  const add = async () => {
    try {
      const done = await toCart({ inquiryNum, sellerCompanyId: thread.seller.id }).unwrap();
      showSuccess(done.added ? t('detail.addedToCart') : t('detail.alreadyInCart'));
    } catch {
      // The error toast told why.
    }
  };
  return (
    <HStack gap={3} wrap="wrap" borderTopWidth="1px" pt={3}>
      <Stack gap={0} flex="1" minW="12rem">
        <Text fontSize="sm">
          {t('detail.agreedGoods')}{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={paths.goodsDetail(thread.goods.id)}>{thread.goods.title}</RouterLink>
          </Link>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('detail.agreedTerms', { price: formatMoney(thread.latestPrice), unit })}
        </Text>
      </Stack>
      {thread.inCart ? (
        <HStack gap={2} data-testid={ids.inCart}>
          <Badge colorPalette="green">{t('detail.inCart')}</Badge>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.Shopping()}>{t('detail.goToCart')}</RouterLink>
          </Button>
        </HStack>
      ) : (
        <Button size="sm" colorPalette="brand" loading={isLoading} onClick={() => void add()} data-testid={ids.toCart}>
          {t('detail.addToCart', { price: formatMoney(thread.latestPrice) })}
        </Button>
      )}
    </HStack>
  );
}

function ThreadCard({ thread, offers }: { thread: OfferThread; offers: InquiryOffers }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const user = useSelector(selectUserInfo);
  const [accept, { isLoading }] = useAcceptOfferMutation();
  const [confirming, setConfirming] = useState(false);
  const [addToCart, setAddToCart] = useState(true);
  const unit = unitText(lang, offers.unit);
  const viewerSide = offers.viewer === 'buyer' ? 'buyer' : offers.viewer === 'seller' ? 'seller' : null;
  const myTurn = viewerSide !== null && thread.turn === viewerSide;
  const last = thread.entries[thread.entries.length - 1];
  const sellerCompanyId = viewerSide === 'buyer' ? thread.seller.id : undefined;
  // Only the buyer may take the goods into its cart, and only goods the seller named.
  const canCart = viewerSide === 'buyer' && thread.goods !== null;
  const doAccept = async () => {
    try {
      const done = await accept({
        inquiryNum: offers.inquiryNum,
        ...(sellerCompanyId !== undefined ? { sellerCompanyId } : {}),
        ...(canCart && addToCart ? { addToCart: true } : {}),
      }).unwrap();
      showSuccess(done.cart ? t('offer.acceptedToCartToast') : t('offer.acceptedToast'));
    } catch {
      // The error toast told why.
    }
    setConfirming(false);
  };
  return (
    <Card.Root data-testid={ids.thread(thread.seller.id)}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <HStack gap={2}>
            <Heading size="sm">{thread.seller.shopName}</Heading>
            <ThreadStatusBadge status={thread.status} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {thread.seller.regionName} · {t('detail.latest', { price: formatMoney(thread.latestPrice) })}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body gap={4}>
        <Timeline thread={thread} unit={unit} unitCode={offers.unit} />
        {thread.turn !== null && !myTurn && (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.waiting')}
          </Text>
        )}
        {myTurn && last && (
          <Stack gap={3} borderTopWidth="1px" pt={3}>
            <HStack gap={2} wrap="wrap">
              {confirming ? (
                <>
                  <Text fontSize="sm">{t('offer.acceptConfirm', { price: formatMoney(last.price), unit })}</Text>
                  {canCart && (
                    <Checkbox.Root
                      size="sm"
                      checked={addToCart}
                      onCheckedChange={(details) => setAddToCart(details.checked === true)}
                      colorPalette="brand"
                      data-testid={ids.acceptToCart}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label fontWeight="normal">{t('offer.alsoToCart')}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                  <Button
                    size="sm"
                    colorPalette="green"
                    loading={isLoading}
                    onClick={() => void doAccept()}
                    data-testid={ids.acceptConfirm}
                  >
                    {t('actions.confirm')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    {t('actions.cancel')}
                  </Button>
                </>
              ) : (
                <Button size="sm" colorPalette="green" onClick={() => setConfirming(true)} data-testid={ids.accept}>
                  {t('offer.accept', { price: formatMoney(last.price) })}
                </Button>
              )}
            </HStack>
            <Text fontSize="sm" fontWeight="semibold">
              {viewerSide === 'buyer' ? t('offer.counterTitle') : t('offer.requoteTitle')}
            </Text>
            <OfferForm
              inquiryNum={offers.inquiryNum}
              {...(sellerCompanyId !== undefined ? { sellerCompanyId } : {})}
              initial={{ price: last.price, quantity: last.quantity }}
              submitLabel={viewerSide === 'buyer' ? t('offer.counter') : t('offer.requote')}
              {...(viewerSide === 'seller' && user?.company
                ? { goodsOf: { companyId: user.company.id, goodsId: thread.goods?.id ?? null } }
                : {})}
            />
          </Stack>
        )}
        {thread.goods && thread.status !== 'accepted' && (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.quotedGoods', { title: thread.goods.title })}
          </Text>
        )}
        {thread.status === 'accepted' && viewerSide === 'buyer' && (
          <AgreedOffer thread={thread} inquiryNum={offers.inquiryNum} unit={unit} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Negotiation({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('requests');
  const offers = useOffersQuery({ inquiryNum: inquiry.inquiryNum });
  const [endInquiry, { isLoading: ending }] = useEndInquiryMutation();
  const companyId = useSelector(selectUserInfo)?.company?.id;
  const hasOwnThread = (offers.data?.threads.length ?? 0) > 0;
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">{t('detail.negotiation')}</Heading>
        {inquiry.mine && (inquiry.status === 'inquiring' || inquiry.status === 'underReview') && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={ending}
            data-testid={ids.end}
            onClick={() =>
              void endInquiry({ inquiryNum: inquiry.inquiryNum })
                .unwrap()
                .then(() => showSuccess(t('detail.endedToast')))
                .catch(() => undefined)
            }
          >
            {t('detail.end')}
          </Button>
        )}
      </HStack>
      {inquiry.canQuote && offers.data && !hasOwnThread && offers.data.viewer === 'seller' && (
        <Card.Root>
          <Card.Body gap={3}>
            <Heading size="sm">{t('offer.quoteTitle')}</Heading>
            <OfferForm
              inquiryNum={inquiry.inquiryNum}
              initial={{ price: inquiry.price ?? '', quantity: inquiry.quantity }}
              submitLabel={t('offer.quote')}
              {...(companyId !== undefined
                ? { goodsOf: { companyId, goodsId: inquiry.supplier?.id === companyId ? inquiry.productId : null } }
                : {})}
            />
          </Card.Body>
        </Card.Root>
      )}
      <QueryState
        query={offers}
        isEmpty={(data) => data.threads.length === 0}
        skeleton={{ rows: 2, rowHeight: '8rem' }}
        errorTitle={t('detail.offersError')}
        empty={inquiry.mine ? t('detail.noOffersBuyer') : t('detail.noOffers')}
      >
        {(data) => (
          <Stack gap={4}>
            {data.threads.map((thread) => (
              <ThreadCard key={thread.seller.id} thread={thread} offers={data} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default function InquiryDetailPage() {
  const { t } = useTranslation('requests');
  const { id } = useParams();
  const inquiryId = Number(id);
  const loggedIn = useSelector(selectIsLoggedIn);
  const query = useInquiryDetailQuery({ id: inquiryId }, { skip: !Number.isInteger(inquiryId) || inquiryId <= 0 });
  useOfferNotifications(query.refetch);
  const title = query.data?.title ?? t('detail.title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageFrame
      title={title}
      breadcrumb={[{ label: t('list.title'), to: paths.InquiryCounterofferList() }, { label: t('detail.title') }]}
    >
      <Stack gap={6} data-testid={ids.root}>
        <QueryState
          query={query}
          skeleton={{ rows: 2, rowHeight: '10rem' }}
          errorTitle={t('detail.loadError')}
          empty={t('detail.notFound')}
        >
          {(inquiry) => (
            <Stack gap={6}>
              <InquiryFacts inquiry={inquiry} />
              {loggedIn ? (
                <Negotiation inquiry={inquiry} />
              ) : (
                <Card.Root>
                  <Card.Body>
                    <HStack justify="space-between" wrap="wrap">
                      <Text fontSize="sm">{t('detail.loginToQuote')}</Text>
                      <Button asChild size="sm" colorPalette="brand">
                        <RouterLink to={paths.login(paths.inquiryCounterofferDetail(inquiryId))}>
                          {t('detail.login')}
                        </RouterLink>
                      </Button>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}
