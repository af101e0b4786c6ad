import { ADMIN_RESOURCE_GROUPS, ADMIN_RESOURCES, type TAdminResourceName } from '@tawzeef/contract';
import { catalogues, useI18n, type TMessageId } from '../../i18n/index.ts';

/** Enum fields whose values another catalogue already names (`<prefix>.<value>`): the shared enum names (decision 150), moderation's categories, what a mail was for. */
const SHARED_ENUMS: Record<string, string> = {
  'jobs.status': 'enum.job_status',
  'jobs.unpublished_from': 'enum.job_status',
  'jobs.job_type': 'enum.job_type',
  'jobs.work_place': 'enum.work_place',
  'payments.status': 'enum.payment_status',
  'payments.pay_type': 'enum.pay_type',
  'payments.subject': 'enum.payment_subject',
  'users.type': 'enum.user_type',
  'users.status': 'enum.account_status',
  'companies.verification_status': 'enum.verification_status',
  'companies.account_status': 'enum.account_status',
  'job-reports.reason': 'enum.job_report_reason',
  'job-reports.status': 'enum.job_report_status',
  'message-reports.status': 'enum.message_report_status',
  'mail-outbox.purpose': 'admin.purpose',
  'sms-outbox.purpose': 'admin.purpose',
  'whatsapp-outbox.purpose': 'admin.purpose',
  'screening-rules.category': 'moderation.category',
  'message-reports.reason': 'enum.message_report_reason',
};

/** The console's names of resources, fields, actions and values, from its catalogue (decision 031). */
export function useAdminLabels() {
  const { t, locale } = useI18n();
  const catalogue = catalogues[locale] as Record<string, string>;
  const known = (id: string): id is TMessageId => Object.hasOwn(catalogue, id);
  const first = (ids: string[], fallback: string) => {
    const id = ids.find(known);
    return id ? t(id) : fallback;
  };
  return {
    resource: (name: string) => first([`admin.resource.${name}`], name),
    field: (name: string) => first([`admin.field.${name}`], name),
    /** An action's name; a resource may name its own (`admin.action.<resource>.<action>`). */
    action: (name: string, resource?: string) => first([...(resource ? [`admin.action.${resource}.${name}`] : []), `admin.action.${name}`], name),
    group: (name: string) => first([`admin.group.${name}`], name),
    /** What an action does, when its resource says (`admin.confirm.<resource>.<action>`): shown when confirming it. */
    consequence: (name: string, resource: string) => first([`admin.confirm.${resource}.${name}`], ''),
    /** A text field's value in words when this field's values are named (its own section or a shared one), else as written. */
    named: (resource: string, field: string, value: unknown) => {
      const text = String(value);
      const shared = SHARED_ENUMS[`${resource}.${field}`];
      return first([...(shared ? [`${shared}.${text}`] : []), `admin.value.${resource}.${field}.${text}`], text);
    },
    value: (resource: string, field: string, value: unknown) => {
      const text = String(value);
      const shared = SHARED_ENUMS[`${resource}.${field}`];
      return first([...(shared ? [`${shared}.${text}`] : []), `admin.value.${resource}.${field}.${text}`, `admin.value.${text}`], text);
    },
  };
}

/** The resources of the console by menu group, in the contract's order of groups (ADMIN_RESOURCE_GROUPS). */
export function resourcesByGroup(): Array<{ group: string; resources: TAdminResourceName[] }> {
  const names = Object.keys(ADMIN_RESOURCES) as TAdminResourceName[];
  // The contract's order of the groups, each with its resources in the table's order.
  return ADMIN_RESOURCE_GROUPS.map((group) => ({ group, resources: names.filter((name) => ADMIN_RESOURCES[name].group === group) })).filter(({ resources }) => resources.length > 0);
}

/** A web path for a link field of a record: the API's admin downloads are served by the console's own routes. */
export function linkPath(value: string): string {
  return value.startsWith('/api/admin/') ? value.slice('/api'.length) : value;
}
