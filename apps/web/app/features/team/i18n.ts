/** The hiring team's strings (decision 116): the team page, the invitation landing page, role names. Same keys in both. */
export const teamAr = {
  "nav.team": "فريق التوظيف",
  "page.company-team": "فريق التوظيف",
  "page.company-invitation": "دعوة للانضمام إلى منشأة",
  "team.intro":
    "ادعُ زملاءك للعمل معك على وظائف المنشأة ومتقدّميها. لكل عضو دور يحدّد ما يستطيع فعله.",
  "team.role.owner": "مالك",
  "team.role.recruiter": "مسؤول توظيف",
  "team.role.viewer": "مدير توظيف (مشاهد)",
  "team.role.owner.hint": "كل شيء: الفوترة والأعضاء وملف المنشأة.",
  "team.role.recruiter.hint": "الوظائف والمتقدّمون والمرشحون والرسائل.",
  "team.role.viewer.hint":
    "يقرأ متقدّمي الوظائف المشاركة معه، ويضيف الملاحظات والتقييمات فقط.",
  "team.members": "الأعضاء",
  "team.you": "أنت",
  "team.joined": "انضم في {date}",
  "team.sharedJobs": "الوظائف المشاركة",
  "team.noSharedJobs": "لم تُشارَك معه أي وظيفة بعد",
  "team.role": "الدور",
  "team.save": "حفظ",
  "team.remove": "إزالة من الفريق",
  "team.remove.confirm": "إزالة {name}؟ سيخرج من حساب المنشأة فورًا.",
  "team.remove.yes": "نعم، أزله",
  "team.leave": "مغادرة المنشأة",
  "team.leave.confirm": "مغادرة المنشأة؟ ستخرج من حسابها فورًا.",
  "team.leave.yes": "نعم، غادر",
  "team.invite.title": "دعوة زميل",
  "team.invite.email": "البريد الإلكتروني للزميل",
  "team.invite.jobs": "الوظائف التي يراها (للمشاهد)",
  "team.invite.submit": "أرسل الدعوة",
  "team.invite.hint": "يصله رابط بلغتك يعمل مرة واحدة خلال 7 أيام.",
  "team.pending": "دعوات بانتظار القبول",
  "team.pending.none": "لا توجد دعوات معلّقة",
  "team.pending.expires": "ينتهي في {date}",
  "team.pending.withdraw": "سحب الدعوة",
  "team.myJobs": "الوظائف المشاركة معك",
  "team.myJobs.none":
    "لم يشارك معك أحد وظيفة بعد: اطلب من مالك المنشأة أو مسؤول التوظيف مشاركتها.",
  "team.myJobs.open": "المتقدّمون",
  "invitation.title": "دعوة إلى {company}",
  "invitation.text":
    "دعاك {inviter} للانضمام إلى فريق التوظيف في {company} بدور {role}.",
  "invitation.textNoInviter":
    "أنت مدعو للانضمام إلى فريق التوظيف في {company} بدور {role}.",
  "invitation.email": "الدعوة مرسلة إلى {email} وتنتهي في {date}.",
  "invitation.accept": "اقبل الدعوة",
  "invitation.register": "أنشئ حسابك وانضم",
  "invitation.login": "لدي حساب منشأة: سجّل الدخول",
  "invitation.seeker":
    "أنت مسجّل الدخول بحساب باحث عن عمل: سجّل الخروج ثم افتح الرابط من جديد لتنضم بحساب منشأة.",
  "invitation.failed": "تعذّر فتح الدعوة",
} as const;

export const teamEn = {
  "nav.team": "Hiring team",
  "page.company-team": "Hiring team",
  "page.company-invitation": "Invitation to join a company",
  "team.intro":
    "Invite colleagues to work with you on the company’s jobs and applicants. Each member’s role decides what they can do.",
  "team.role.owner": "Owner",
  "team.role.recruiter": "Recruiter",
  "team.role.viewer": "Hiring manager (viewer)",
  "team.role.owner.hint":
    "Everything: billing, members and the company profile.",
  "team.role.recruiter.hint": "Jobs, applicants, candidates and messages.",
  "team.role.viewer.hint":
    "Reads the applicants of the jobs shared with them, adds notes and ratings, nothing else.",
  "team.members": "Members",
  "team.you": "You",
  "team.joined": "Joined {date}",
  "team.sharedJobs": "Shared jobs",
  "team.noSharedJobs": "No job shared yet",
  "team.role": "Role",
  "team.save": "Save",
  "team.remove": "Remove from the team",
  "team.remove.confirm":
    "Remove {name}? They are logged out of the company at once.",
  "team.remove.yes": "Yes, remove",
  "team.leave": "Leave the company",
  "team.leave.confirm": "Leave the company? You are logged out of it at once.",
  "team.leave.yes": "Yes, leave",
  "team.invite.title": "Invite a colleague",
  "team.invite.email": "Colleague’s email",
  "team.invite.jobs": "Jobs they see (viewer)",
  "team.invite.submit": "Send the invitation",
  "team.invite.hint":
    "They get a link in your language that works once, for 7 days.",
  "team.pending": "Pending invitations",
  "team.pending.none": "No pending invitations",
  "team.pending.expires": "Expires {date}",
  "team.pending.withdraw": "Withdraw",
  "team.myJobs": "Jobs shared with you",
  "team.myJobs.none":
    "No job is shared with you yet: ask an owner or a recruiter of the company to share one.",
  "team.myJobs.open": "Applicants",
  "invitation.title": "Invitation to {company}",
  "invitation.text":
    "{inviter} invited you to join the hiring team of {company} as {role}.",
  "invitation.textNoInviter":
    "You are invited to join the hiring team of {company} as {role}.",
  "invitation.email": "The invitation was sent to {email} and expires {date}.",
  "invitation.accept": "Accept the invitation",
  "invitation.register": "Create your account and join",
  "invitation.login": "I have a company account: log in",
  "invitation.seeker":
    "You are logged in as a job seeker: log out, then open the link again to join with a company account.",
  "invitation.failed": "The invitation could not be opened",
} as const satisfies Record<keyof typeof teamAr, string>;
