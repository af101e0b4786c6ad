// What other features' loaders use of the message templates (decision 191): the templates a composer offers
// (messages) and a company's templates (applications).
export { composerTemplates, templatesFor } from './message-templates.server.ts';
