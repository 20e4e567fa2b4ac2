// data-testid values of the goods cards every goods list draws (catalogue, factory pages), for the components,
// their unit tests and the e2e page objects.
export const goodsTestIds = {
  goodsCard: 'goods-card',
  goodsCardLink: 'goods-card-link',
  goodsPrice: 'goods-price',
} as const;
