import { memberPagesCss } from '../../../member-center/member-pages.css';
import { withTokenDefaults } from '../../../theme/tokens';

let sheet: string | null = null;

/**
 * The member center's page CSS (not its shell's navigation) for its pages shown here, with the
 * tokens' dark defaults as fallbacks.
 */
export function memberCenterSheet(): string {
  sheet ??= withTokenDefaults(memberPagesCss);
  return sheet;
}
