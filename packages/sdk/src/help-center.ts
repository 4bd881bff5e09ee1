// @lobbykit/sdk/help-center: the help center's behaviour (R2.04, R2.05, R7.18), and the blog and app
// install guides read the same way (R2.103). A separate entry so
// the runtime and the lobby never carry it, and the help modal's chunk carries nothing else.

export {
  CONTENT_PAGE_PATHS,
  type ContentPageSection,
  forgetHelpCenter,
  HELP_DEVICE,
  HELP_MODAL,
  type HelpCenter,
  type HelpTopic,
  helpTopicFor,
  helpTopicKeyOf,
  loadHelpCenter,
  openHelpCenter,
  type TopicSection,
} from './actions/help-center';
