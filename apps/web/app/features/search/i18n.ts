/** Job search, majors and the home page: Arabic and English with the same keys (a test checks them). */
export const searchAr = {
  'search.card.confidential': 'شركة سرية',
  'search.card.remote': 'عن بُعد',
  'search.card.salaryFrom': 'من {amount}',
  'search.card.salaryUpTo': 'حتى {amount}',
  'search.card.posted': 'نُشرت {when}',
  'search.card.closed': 'مغلقة',
  'search.jobType.full_time': 'دوام كامل',
  'search.jobType.part_time': 'دوام جزئي',
  'search.jobType.remotely': 'عن بُعد',
} as const;

export const searchEn: Record<keyof typeof searchAr, string> = {
  'search.card.confidential': 'Confidential company',
  'search.card.remote': 'Remote',
  'search.card.salaryFrom': 'From {amount}',
  'search.card.salaryUpTo': 'Up to {amount}',
  'search.card.posted': 'Posted {when}',
  'search.card.closed': 'Closed',
  'search.jobType.full_time': 'Full time',
  'search.jobType.part_time': 'Part time',
  'search.jobType.remotely': 'Remote',
};
