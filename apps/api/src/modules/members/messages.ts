/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    company_role_forbidden: 'Your role in this company does not allow this: ask one of its owners',
    member_invited: 'The invitation is on its way: the link works once, for 7 days',
    member_invitation_withdrawn: 'The invitation is withdrawn: its link no longer works',
    member_updated: 'The member’s role is saved',
    member_removed: 'The member is removed: they are logged out of the company now',
    member_left: 'You left the company',
    member_last_owner: 'A company needs an owner: make another member owner first',
    member_already_in_team: 'This person is already a member of your company',
    invitation_joined: 'Welcome to the team: you are now a member of the company',
    invitation_invalid: 'This invitation link is not valid: it was withdrawn or changed. Ask the company for a new one',
    invitation_used: 'This invitation link was used already: it works only once. Log in, or ask the company for a new one',
    invitation_expired: 'This invitation link has expired (links work for 7 days): ask the company for a new one',
    invitation_other_email: 'This invitation was sent to another email address: log in with the invited email, or ask for an invitation to yours',
    invitation_has_company: 'Your account already belongs to a company: it can be a member of one company only',
    invitation_not_company: 'Only a company account can join a company: register a company account with the invited email',
    member_digest_on: 'Your daily digest is on: on mornings with new applicants to your jobs, we will email you the list',
    member_digest_off: 'Your daily digest is off: no more emails about new applicants. You can turn it on again from your team page',
    member_digest_link_invalid: 'This link is not valid: it was changed, or its account is no longer a member of the company. Log in to change your digest from your team page',
    member_digest_link_used: 'This link was used already: your daily digest is off. You can turn it on again from your team page',
  },
  ar: {
    company_role_forbidden: 'دورك في هذه المنشأة لا يسمح بهذا الإجراء: اطلبه من أحد مالكيها',
    member_invited: 'أُرسلت الدعوة: يعمل رابطها مرة واحدة خلال 7 أيام',
    member_invitation_withdrawn: 'سُحبت الدعوة: لم يعد رابطها يعمل',
    member_updated: 'حُفظ دور العضو',
    member_removed: 'أُزيل العضو: خرج من حساب المنشأة الآن',
    member_left: 'غادرت المنشأة',
    member_last_owner: 'لا بد للمنشأة من مالك: اجعل عضوًا آخر مالكًا أولًا',
    member_already_in_team: 'هذا الشخص عضو في منشأتك بالفعل',
    invitation_joined: 'أهلًا بك في الفريق: أصبحت عضوًا في المنشأة',
    invitation_invalid: 'رابط الدعوة هذا غير صالح: سُحبت الدعوة أو تغيّر الرابط. اطلب من المنشأة دعوة جديدة',
    invitation_used: 'استُخدم رابط الدعوة هذا من قبل: يعمل مرة واحدة فقط. سجّل الدخول، أو اطلب من المنشأة دعوة جديدة',
    invitation_expired: 'انتهت صلاحية رابط الدعوة (يعمل الرابط 7 أيام): اطلب من المنشأة دعوة جديدة',
    invitation_other_email: 'أُرسلت هذه الدعوة إلى بريد إلكتروني آخر: سجّل الدخول بالبريد المدعو، أو اطلب دعوة إلى بريدك',
    invitation_has_company: 'حسابك ينتمي إلى منشأة بالفعل: يكون الحساب عضوًا في منشأة واحدة فقط',
    invitation_not_company: 'لا ينضم إلى المنشأة إلا حساب منشأة: سجّل حساب منشأة بالبريد المدعو',
    member_digest_on: 'الملخص اليومي مفعّل: في كل صباح فيه متقدمون جدد لوظائفك نرسل إليك قائمتهم بالبريد',
    member_digest_off: 'أُوقف الملخص اليومي: لن تصلك رسائل عن المتقدمين الجدد. يمكنك تفعيله من جديد في صفحة الفريق',
    member_digest_link_invalid: 'هذا الرابط غير صالح: تغيّر، أو لم يعد حسابه عضوًا في المنشأة. سجّل الدخول لتغيير الملخص من صفحة الفريق',
    member_digest_link_used: 'استُخدم هذا الرابط من قبل: الملخص اليومي متوقف. يمكنك تفعيله من جديد في صفحة الفريق',
  },
} as const;

// Its keys are the API's message keys (TApiMessage).
declare module '../../i18n.ts' {
  interface TMessageCatalogues {
    members: typeof messages;
  }
}
