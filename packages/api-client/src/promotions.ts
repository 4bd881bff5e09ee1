export * from './contract/promotion-apply';
export * from './contract/promotions';
