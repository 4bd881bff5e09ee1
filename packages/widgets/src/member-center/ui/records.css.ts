import { buttonCss } from '../../ui/button';
import { errorStateCss } from '../../ui/error-state';
import { fieldCss } from '../../ui/field';
import { skeletonCss } from '../../ui/skeleton';
import { dateRangePickerCss } from './date-range-picker';
import { recordCardsCss } from './record-cards.css';
import { recordPagerCss } from './record-pager';

/**
 * The record pages' look (STYLE.md): cards rather than wide tables so every figure stays readable
 * at 360 px; money in tabular figures that never wrap; wins green and losses red, each with a sign.
 */
export const recordsCss = `
${buttonCss}
${fieldCss}
${skeletonCss}
${errorStateCss}
${dateRangePickerCss}
${recordPagerCss}
${recordCardsCss}`;
