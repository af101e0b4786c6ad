/** API messages of messaging (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    message_sent: 'Message sent',
    conversation_started: 'Conversation started',
    invitation_sent: 'Interview invitation sent',
    invitation_answer_sent: 'Your answer has been sent to the company',
    invitation_answered: 'This invitation has already been answered',
    invitation_passed: 'The time of this interview has passed',
    messages_blocked: 'This job seeker does not accept messages from your company',
    messages_blocked_by_me: 'You blocked this company: unblock it to write to it again',
    message_company_not_verified: 'Your company must be verified before it writes to job seekers who have not applied to its jobs',
    conversation_limit: 'Your company has started as many new conversations as it may today: write in an existing conversation or try again tomorrow',
    messages_too_fast: 'You are sending messages too quickly: wait a minute and try again',
    company_blocked: 'The company is blocked: it can no longer write to you',
    company_unblocked: 'The company is unblocked: it can write to you again',
    message_reported: 'Thank you: the message was reported to our team',
    mail_preferences_saved: 'Your mail preferences have been saved',
    messages_read: 'Marked as read',
  },
  ar: {
    message_sent: 'تم إرسال الرسالة',
    conversation_started: 'بدأت المحادثة',
    invitation_sent: 'تم إرسال دعوة المقابلة',
    invitation_answer_sent: 'تم إرسال ردك إلى الشركة',
    invitation_answered: 'تم الرد على هذه الدعوة من قبل',
    invitation_passed: 'مضى موعد هذه المقابلة',
    messages_blocked: 'هذا الباحث عن عمل لا يستقبل رسائل من شركتك',
    messages_blocked_by_me: 'لقد حظرت هذه الشركة: ألغِ الحظر لتراسلها مجددًا',
    message_company_not_verified: 'يجب توثيق شركتك قبل مراسلة باحثين عن عمل لم يتقدموا لوظائفها',
    conversation_limit: 'بدأت شركتك أقصى عدد مسموح به من المحادثات الجديدة اليوم: اكتب في محادثة قائمة أو حاول غدًا',
    messages_too_fast: 'أنت ترسل الرسائل بسرعة كبيرة: انتظر دقيقة ثم حاول مجددًا',
    company_blocked: 'تم حظر الشركة: لم يعد بإمكانها مراسلتك',
    company_unblocked: 'تم إلغاء حظر الشركة: يمكنها مراسلتك مجددًا',
    message_reported: 'شكرًا لك: تم إبلاغ فريقنا عن الرسالة',
    mail_preferences_saved: 'تم حفظ تفضيلات البريد',
    messages_read: 'تم التعليم كمقروءة',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { messages: typeof messages } }
