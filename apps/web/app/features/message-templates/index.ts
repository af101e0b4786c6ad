// What other features use of the message templates (decision 191): the pickers of a message's and an invitation's
// template in the messages' forms.
export { ComposerTemplatePicker, InvitationTemplateSelect } from './template-pickers.tsx';
