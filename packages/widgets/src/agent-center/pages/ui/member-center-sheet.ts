import { memberCenterCss } from '../../../member-center/member-center.css';
import { withTokenDefaults } from '../../../theme/tokens';

let sheet: string | null = null;

/** The member center's CSS for its pages shown here, with the tokens' dark defaults as fallbacks. */
export function memberCenterSheet(): string {
  sheet ??= withTokenDefaults(memberCenterCss);
  return sheet;
}
