export * from './contract/promotions';
