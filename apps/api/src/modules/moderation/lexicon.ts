import type { TScreenCategory } from '@tawzeef/contract';

/**
 * The screen's built-in lexicon (decision 156): words for the attributes a job ad may not ask of a person, words that
 * make a demand of the applicant, and words that show an attribute describes someone or something else. Every word
 * is written folded (`foldText`: lower case, أ إ آ → ا, ى → ي, ة → ه, no diacritics), Arabic without its clitics
 * (و ف ب ل ك ال are taken off by the reader); forms are listed or built from a stem and its endings.
 */

export type TDiscriminationClass = Exclude<TScreenCategory, 'fraud'>;

/** How a word is read: `person` needs a demand around it; `strong` is a demand by itself; `weak` needs a word naming the class beside it. */
export type TStrength = 'person' | 'strong' | 'weak';
export interface TAttributeWord {
  classes: TDiscriminationClass[];
  strength: TStrength;
}

const FOLD: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه', 'ؤ': 'و', 'ئ': 'ي' };
/** Words and patterns are written as Arabic is spelled; the text they read is folded (`foldText`), so they are folded too. */
export const foldWord = (word: string) => word.replace(/[أإآٱىةؤئ]/gu, (char) => FOLD[char]!);
export const foldPattern = (pattern: RegExp) => new RegExp(foldWord(pattern.source), pattern.flags);
const foldSet = (words: string[]) => new Set(words.map(foldWord));

const forms = (stems: string[], endings: string[]) => stems.flatMap((stem) => endings.map((ending) => stem + ending));
/** Arabic endings of an adjective or a participle: masculine, feminine, their plurals, the accusative alef. */
const AR_ADJ = ['', 'ه', 'ين', 'ون', 'ات', 'ا'];
/** Arabic endings of a nisba adjective (مصري مصريه مصريين مصريون مصريات مصريا). */
const AR_NISBA = ['ي', 'يه', 'يين', 'يون', 'يات', 'يا'];

const lexicon = new Map<string, TAttributeWord>();
function add(words: string[], classes: TDiscriminationClass[], strength: TStrength = 'person') {
  for (const written of words) {
    const word = foldWord(written);
    if (!lexicon.has(word)) lexicon.set(word, { classes, strength });
  }
}

// Gender, and the words that carry gender and age at once.
add(['ذكر', 'ذكور', 'ذكرا', 'انثي', 'اناث', 'رجل', 'رجال', 'رجلا', 'امراه', 'نساء', 'نسوه', 'نسوان', 'سيده', 'سيدات', 'حريم', 'اخوه', 'اخوات', 'sons', 'daughters', '🚹', '🚺', '♂', '♀', 'رياجيل', 'رجاجيل', 'نسائي', 'نسائيه', 'رجالي', 'رجاليه', 'ذكري', 'ذكريه', 'ذكوري', 'ذكوريه', 'انثوي', 'انثويه', 'نسويه'], ['gender']);
// «بنت», «بنات» carry youth as "girls" does; «ولد» is a boy, in Gulf speech a young man («نبي ولد سنع»).
add(['شاب', 'شباب', 'شابه', 'شابات', 'فتاه', 'فتيات', 'فتي', 'فتيان', 'شبان', 'عيال', 'بنت', 'بنات', 'ولد'], ['gender', 'age']);
// «أوفيس بوي» (an office boy, a Gulf job title in English words): a young man.
add(['بوي', 'بويات', 'بنيه', 'بنيات'], ['gender', 'age']);
// Arabizi women workers and «واحدة»: a woman asked for («نبي وحدة»).
add(['mwthfa', 'mwathafa', 'mowazafa', 'mowathafa', 'mwazfa', 'mwazafa', 'mwadhafa', 'mndobat', 'mandobat', 'mndoba', 'mandooba', 'wa7da', 'wahda'], ['gender']);
add(['male', 'males', 'female', 'females', 'man', 'men', 'woman', 'women', 'lady', 'ladies', 'gentleman', 'gentlemen', 'gent', 'gents'], ['gender']);
// "a brother", "our sisters": a man or a woman as a community calls its members («أخ», «أخت»; "sister company" is a thing).
add(['brother', 'brothers', 'sister', 'sisters'], ['gender']);
// A woman of a faith ("Muslimah"): her faith and her sex at once.
add(['muslimah', 'muslimahs', 'muslima'], ['religion', 'gender']);
add(['girl', 'girls', 'boy', 'boys', 'lad', 'lads', 'guy', 'guys'], ['gender', 'age']);
// «آنسة» (Miss): a woman and unmarried at once.
add(['انسه', 'انسات', 'mrs'], ['gender', 'marital_status']);
// A housewife («ربة منزل», a phrase: read-phrases.ts) is a woman and married.
add(['housewife', 'housewives', 'homemaker', 'homemakers'], ['gender', 'marital_status']);
// A race ("Caucasian"): an origin and a look at once.
add(['caucasian', 'caucasians'], ['nationality', 'appearance']);
// Naturalised citizens («المتجنسون»): an origin told apart from birth.
add(['متجنس', 'متجنسه', 'متجنسين', 'متجنسون', 'متجنسات', 'مجنس', 'مجنسين', 'مجنسون', 'naturalised', 'naturalized'], ['nationality']);
// Gendered nationality words ("Filipina"): a woman of an origin.
add(['filipina', 'filipinas', 'pinay', 'pinays'], ['nationality', 'gender']);
// Age: words only; numbers are read by the reader.
add(['young', 'younger', 'youthful', 'youngster', 'youngsters', 'youth', 'millennial', 'millennials', 'boomer', 'boomers', 'genz', 'zoomer', 'zoomers'], ['age']);
add(['مسن', 'مسنين', 'عجوز'], ['age']);
// Marital status.
add(forms(['متزوج', 'مطلقات', 'ارامل', 'مخطوب'], AR_ADJ), ['marital_status']);
// Gulf: «معرس» (married man), «عزابي», «عزوبي» (bachelor).
add(forms(['معرس'], AR_ADJ), ['marital_status'], 'strong');
add(['عزابي', 'عزابيه', 'عزابيات', 'عزوبي', 'عزوبيين', 'عزابيين'], ['marital_status'], 'strong');
// «المطلقون», «المطلقين»: divorced men (the singular «مطلق» is also "absolute").
add(['مطلقين', 'مطلقون'], ['marital_status']);
add(['اعزب', 'اعزبا', 'عزب', 'عزباء', 'عزاب', 'عازب', 'عازبه', 'عازبين', 'عازبات', 'عزوبيه', 'ارمل', 'ارمله', 'مطلقه', 'unmarried', 'singles', 'divorced', 'divorcee', 'widowed', 'widow', 'widower', 'childless', 'spinster'], ['marital_status'], 'strong');
add(['married', 'single', 'marital', 'bachelor', 'bachelors', 'engaged'], ['marital_status'], 'weak');
// Decision 208: "unattached", a euphemism of single (asked with a demand: "ideally unattached").
add(['unattached'], ['marital_status'], 'weak');
add(['امهات', 'الامهات', 'mothers', 'moms', 'mums', 'mother', 'mom', 'mum'], ['marital_status', 'gender']);
// «سنجل»: "single" written in Arabic letters (also a single room: a person word, asked only with a demand).
add(['سنجل', 'سينجل'], ['marital_status']);
// Religion and sect.
add(forms(['مسلم', 'مسيحي', 'نصران', 'يهود', 'هندوس', 'بوذ', 'سيخ', 'شيع', 'سن', 'اسماعيل', 'صوف', 'ملحد', 'درز'], ['', 'ه', 'ين', 'ون', 'ات', 'ا', 'ي', 'يه', 'يين', 'يون', 'يات']).filter((word) => !['سن', 'سنه', 'سنين', 'سنون', 'سنات', 'سنا', 'يهود', 'بوذ', 'سيخ', 'درز', 'صوف', 'صوفه', 'نصران', 'اسماعيل', 'شيعون', 'شيعين', 'شيعات', 'ملحدي'].includes(word)), ['religion']);
add(['يهود', 'شيعه'], ['religion']);
// The hijab and the niqab are worn for faith and are a look at once: asked for or refused, both.
add(['محجبه', 'محجبات', 'منقبه', 'منقبات', 'm7ajabat', 'm7ajbat', 'mo7ajabat'], ['religion', 'appearance'], 'strong');
add(['متدين', 'متدينه', 'متدينين', 'ملتزمه دينيا'], ['religion'], 'strong');
add(['muslim', 'muslims', 'christian', 'christians', 'salafi', 'salafis', 'salafist', 'salafists', 'sufi', 'sufis', 'wahhabi', 'ibadi', 'zaidi', 'ahmadi', 'ahmadis', 'believer', 'believers', 'nonbelievers', 'infidels', 'kafir', 'kuffar', 'hindu', 'hindus', 'buddhist', 'buddhists', 'sikh', 'sikhs', 'jew', 'jews', 'jewish', 'sunni', 'sunnis', 'shia', 'shias', 'shiite', 'shiites', 'atheist', 'atheists', 'catholic', 'catholics', 'protestant', 'druze', 'ismaili'], ['religion']);
add(['religious', 'practising', 'practicing', 'devout', 'observant', 'pious', 'veiled'], ['religion'], 'weak');
// A woman who wears the hijab: her faith asked for as a person («محجبة» is the Arabic word).
add(['hijabi', 'hijabis', 'niqabi', 'niqabis', 'hijab', 'niqab', 'headscarf', 'حجاب', 'نقاب'], ['religion', 'appearance']);
// «يصلي»: prays (asked with a demand: «شرط يكون يصلي»).
add(['يصلي', 'تصلي', 'يصلون', 'يصلين'], ['religion']);
add(['hafiz', 'hafidh', 'haafiz'], ['religion']);
// A beard is worn for faith and is a look at once.
add(['beard', 'beards', 'bearded', 'ملتحي', 'ملتحين', 'لحيه', 'اللحيه'], ['religion', 'appearance']);
// Tribe or family.
add(['حموله', 'حمايل', 'حمائل', 'قبايل', 'عوايل', 'اصايل', 'بدوي', 'بدويه', 'حضري', 'حضريه', 'حضر', 'باديه', 'بادية', 'ربعنا', 'ربعك', 'فخذ', 'خضيريين', 'قبليين', 'pedigree', 'bloodline', 'qabeela', 'qabila', 'اصيل', 'اصيله', 'اصيلين', 'موالي', 'الموالي'], ['tribe']);
add(['قبيله', 'قبائل', 'قبيلي', 'قبيليه', 'قبيليين', 'قبليه', 'خضيري', 'خضيريه', 'عشيره', 'عشائر', 'khudairi', 'khudhairi', 'khadiri', 'qabili', 'qabeeli', 'tribesman', 'tribesmen', 'tribe', 'tribes', 'tribal', 'clan', 'clans', 'lineage', 'ancestry'], ['tribe']);
// Disability and health.
add(['اعاقه', 'اعاقات', 'معاق', 'معاقين', 'معاقه', 'معوق', 'معوقين', 'عاهه', 'عاهات', 'كفيف', 'كفيفه', 'مكفوف', 'مكفوفين', 'مكفوفات', 'عميان', 'اعمي', 'اصم', 'صم', 'بكم', 'ابكم', 'معاقات', 'مقعد', 'مقعدين', 'مبتور', 'مشلول', 'ضرير', 'امراض', 'مرض', 'disability', 'disabilities', 'disabled', 'handicap', 'handicapped', 'handicaps', 'impairment', 'impairments', 'impaired', 'wheelchair', 'deaf', 'mute', 'disorder', 'disorders', 'illness', 'illnesses', 'disease', 'diseases', 'defects', 'defect', 'condition', 'conditions', 'challenged', 'autism', 'autistic', 'adhd', 'epilepsy', 'epileptic', 'epileptics', 'diabetes', 'diabetic', 'diabetics', 'asthma', 'asthmatic', 'asthmatics', 'depression', 'anxiety', 'bipolar', 'schizophrenia', 'ptsd', 'ocd', 'dementia', 'paralysis', 'paralysed', 'paralyzed', 'blind', 'blindness', 'deafness', 'cancer', 'hiv', 'hepatitis', 'psychiatric', 'dyslexia', 'dyslexic', 'stutter', 'stammer', 'limp', 'amputee', 'amputees', 'توحد', 'التوحد', 'سكري', 'السكري', 'صرع', 'الصرع', 'ربو', 'الربو', 'اكتئاب', 'نفسيه', 'تاتاه', 'عرج', 'اعرج', 'امراض', 'مزمن', 'مزمنه', 'عاهه', 'syndrome', 'syndromes', 'متلازمه', 'داون', 'stammering', 'stuttering', 'stammers', 'stutters', 'stammer', 'stutter', 'impediment', 'impediments', 'seizure', 'seizures', 'convulsions', 'deformity', 'deformities', 'deformed', 'thalassaemia', 'thalassemia', 'ثلاسيميا', 'الثلاسيميا'], ['disability']);
// Appearance, height and weight.
add(['جميل', 'جميله', 'جذاب', 'جذابه', 'وسيم', 'وسيمه', 'رشيق', 'رشيقه', 'نحيف', 'نحيفه', 'بدين', 'بدينه', 'سمين', 'سمينه', 'ممتلئ', 'ممتلئه', 'طويل', 'طويله', 'قصير', 'قصيره', 'بيضاء', 'سمراء', 'اسمر', 'شقراء', 'حلوه', 'مزيونه', 'كيوت', 'مزيون', 'كشخه', 'كشخ', 'ممشوقه', 'ممشوق', 'جميلات', 'جذابات', 'رشيقات', 'نحيفات', 'وسيمين', 'انيقه', 'انيقات', 'شقراوات', 'سمروات', 'فاتنه', 'ملفته', 'حلوين', 'حلوات', 'كرش', 'قمرات', 'مليان', 'مليانه', 'مليانين'], ['appearance']);
add(['attractive', 'beautiful', 'pretty', 'handsome', 'cute', 'gorgeous', 'slim', 'slender', 'thin', 'fat', 'overweight', 'obese', 'chubby', 'tall', 'photogenic', 'bmi', 'blonde', 'sexy', 'glamorous', 'curvy', 'good-looking', 'petite', 'skinny', 'attractiveness', 'fair-skinned', 'light-skinned', 'blond', 'brunette', 'redhead', 'bald', 'stunning'], ['appearance']);
// Pregnancy.
add(['حامل', 'حاملا', 'حوامل', 'حمل', 'انجاب', 'pregnant', 'pregnent', 'pregnancy', 'pregnancies', 'expectant', 'maternity', 'امومه', 'مرضع', 'مرضعه', 'مرضعات', 'نفاس', 'نفساء', 'childbearing', 'conceive', 'breastfeeding', 'fertility', 'infertility', 'ivf', 'childbirth', 'postpartum', 'ترضع', 'ترضعين', 'رضاعه', 'الرضاعه'], ['pregnancy']);

/**
 * Arabizi (Gulf Arabic typed in Latin letters, digits for the letters Latin lacks: 3 ع, 7 ح, 5 خ, 8 ق, 9 ص, 6 ط, 2 ء):
 * the class words in the spellings people type («بنات» banat, «عزباء» 3azba, «حامل» 7amel, «إعاقة» e3a8a).
 */
// Decision 200: feminine workers in Arabizi and Gulf Arabic (a maid, employees), a woman asked for (decision 161).
add(['mowazafat', 'mwazafat', 'mwathafat', 'mowathafat', 'mwthfat', 'muwazafat', 'khadama', '5adama', 'khadamah', 'shaghala', 'shagala', 'شغاله', 'شغالات', 'خدامه', 'خدامات', 'خادمه', 'خادمات'], ['gender']);
add(['instagrammable', 'رشاقه'], ['appearance']);
add(['wheelchairs', 'medication', 'medications', 'adhd', 'autism', 'autistic', 'bipolar', 'epilepsy', 'epileptic'], ['disability']);
add(['rajol', 'rajel', 'rjal', 'rayal', 'rayyal', 'rayajeel', 'niswan', '7areem', '7arim', '7rim', 'rijjal', 'rejal', 'rjaal', 'rgal', 'rigala', 'ragel', 'ragl', 'rageel', 'regala'], ['gender']);
add(['banat', 'bnat', 'shabab', 'shbab', '4abab', 'fatayat', 'bint', 'bent', 'shab', 'shabb', 'sha6'], ['gender', 'age']);
add(['3azab', '3zab', 'a3zab', '3azib', '3azeb', '3azzab', '3azabi', '3azbi', '3zbi', '3zaby', '3azoobi', 'mitzawij', 'mtzwj', 'mitzawja', 'mtzwja', 'mo6alaga', 'mtalga', 'metgawez', 'metgawza', 'mitgawiz', 'mitgawza', 'mtgawez', 'mtgwz', 'metgawzeen', 'motazawej', 'motazawij'], ['marital_status'], 'strong');
add(['3azba', '3azbaa', '3azbah', '3azeba', '3azbat'], ['marital_status', 'gender'], 'strong');
add(['bangali', 'bangaali', 'banghali', 'hnood', 'hunood', 'ajanib', 'ajaneb'], ['nationality']);
add(['hindi'], ['nationality'], 'weak');
add(['masri', 'masriya', 'masriyya', 'masria', 'msri', 'sudani', 'sudaniya', 'sodani', 'yamani', 'yemani', 'suri', 'souri', 'sori', 'urduni', 'ordoni', 'lubnani', 'lebnani', 'falastini', 'filibini', 'filipini', 'bakistani', 'pakstani', 'nibali', 'hnodi', 'sirilanki', 'ithyobi', 'habashi', 'ajnabi', 'ajnabiya', 'asiawi', 'asyawi', 'asiawiya', 'subcontinent', 'masry', 'masrya', 'masreya', 'sudany', 'sodany', 'yamany', 'sory', 'soury', 'lebnany', 'falastiny', 'hendy', 'ordony',
  // Peoples of the subcontinent named as such; the Indian identity card ("Aadhaar") asked is an origin asked.
  'pathan', 'pathans', 'pashtun', 'pashtuns', 'keralite', 'keralites', 'malayali', 'malayalis', 'malayalee', 'malayalees', 'aadhaar', 'aadhar'], ['nationality']);
add(['3arabi', '3arabiya'], ['nationality'], 'weak');
add(['mslm', 'y9ali', 'y9alli', 'ysli', 'msalli', 'msali', 'mosalli', 'm9alli', 'ysalli', 'ysali', 'yusalli', 'tsalli', 'tsali', 'mitdayin', 'mtdyn', 'mt6ayin', 'm7ajaba', 'm7ajba', 'mo7ajaba'], ['religion'], 'strong');
add(['9abili', '9abeeli', 'gabili', 'gabeeli', 'gbili', 'qabaili', 'qabayli', 'gabaili', 'gabayli', 'qabili', 'qabeli', 'gabeli', 'badawi'], ['tribe']);
add(['gabeela', 'gabeelah', 'gabila', 'gbeela', 'qabeelah', 'gabaail', 'gaba2il'], ['tribe']);
add(['amrad', 'amradh', 'amra9', 'marad', 'mara9', 'e3a8a', 'e3aqa', 'i3a8a', 'i3aqa', 'e3aga', 'mo3a8', 'mo3aq', 'm3aq', 'm3a8', 'e3aqat', 'e3a8at', 'e3agat', 'i3aqat'], ['disability']);
add(['7elwat', '7lwat', '7ilwat', '7ilw', '7elw', '7ilu', '7elo', '7ilo', 'jameela', 'jmeela', 'jthaba', 'jathaba', 'jadhaba', 'jazaba', 'jthab', '7elwa', '7lwa', 'helwa', '7lwat', 'mazyona', 'mzyona', 'mzyoona', 'rashega', 'rasheega', 'ni7ifa', 'rashee8a', 'rashe8a', 'rasheeqa', 'rasheqa'], ['appearance']);
add(['7amel', '7aamel', '7amil', '7amla', '7awamel', '7aml'], ['pregnancy']);
// Decision 201: Egyptian and Levantine words of a sex («راجل», «رجالة», «ستات»; «صبية», «شب»: a young woman or man), a
// feminine worker («شغيلة»), Arabizi «بنت» (bnt); «متجوز» (married, Egyptian) in its forms; «ملتحٍ» written without
// its «ي»; "Moslem"; the settled origin in Arabizi (hadar: «حضر»).
add(['راجل', 'رجاله', 'رجالات', 'ستات', 'شغيله', 'شغيلات'], ['gender']);
add(['صبيه', 'صبايا', 'شب', 'شبيبه', 'bnt', 'bnat', 'sabiya', 'sabeya', 'sabaya'], ['gender', 'age']);
add(forms(['متجوز'], AR_ADJ), ['marital_status']);
add(['ملتح'], ['religion', 'appearance']);
add(['moslem', 'moslems', 'moslim', 'moslims', 'muslema'], ['religion']);
add(['hadar', 'hadhar', 'hadari', 'hadhari'], ['tribe']);
// Those past working life named as a group ("retirees"): an age.
add(['retirees', 'pensioners'], ['age']);

// Decision 205: Arabizi spellings (soori, libnani; 3azeeb; amraadh), Maghrebi Arabizi «تولد» (tweld: gives birth), the
// plurals «مغاربة», «شوام»; French words of the classes the Maghrebi voices wrote (hôtesse, enceinte, Tunisiens); the
// Bedouin named in English as people (read-phrases-205.ts); a menstrual period asked.
add(['soori', 'soory', 'sooriya', 'libnani', 'libnaniya', 'lebnaniya', 'lubnaniya', 'مغاربه', 'شوام', 'tunisiens', 'tunisiennes', 'marocains', 'marocaines', 'algériens', 'algériennes', 'égyptiens', 'égyptiennes', 'libanais', 'libanaises', 'syriens', 'syriennes', 'indiens', 'indiennes', 'pakistanais', 'sénégalais', 'africains', 'africaines', 'européens', 'européennes', 'asiatiques'], ['nationality']);
add(['3azeeb', '3zeeb', '3azeeba', '3zeeba'], ['marital_status'], 'strong');
add(['amraadh', 'amraad', 'amraath'], ['disability']);
add(['tweld', 'twled', 'tweldi', 'twelled', 'enceinte', 'enceintes', 'grossesse', 'grossesses', 'menstrual', 'menstruation'], ['pregnancy']);
add(['hôtesse', 'hôtesses', 'hotesse', 'hotesses', 'femme', 'femmes', 'homme', 'hommes'], ['gender']);

// Decision 206: romanized Urdu and Tagalog words of the classes the South Asian and Filipino recruiters wrote (babae,
// khawateen, ladki, bimari, buntis, maganda, gora, zaat, biradari), PWD (a person with a disability, Philippine
// usage), castes and Sudanese tribes named («الشايقية», «الجعليين»), a Christian church named (Maronite, Coptic),
// a beard with its pronoun («لحيته»).
add(['babae', 'babaeng', 'kababaihan', 'lalaki', 'lalake', 'kalalakihan', 'khawateen', 'khawatin', 'khawaateen', 'aurat', 'auratein', 'aurtein', 'mard', 'mardon'], ['gender']);
add(['ladki', 'ladkiyan', 'ladkiyaan', 'larki', 'larkiyan', 'ladka', 'ladke', 'larka', 'larke', 'salesgirl', 'salesgirls', 'salesboy', 'salesboys', 'bellboy', 'bellboys'], ['gender', 'age']);
add(['bimari', 'bimariyan', 'bimaari', 'beemari', 'bemari', 'beemariyan', 'sakit', 'pwd', 'pwds', 'mapwd'], ['disability']);
add(['buntis', 'nagbubuntis', 'hamila', 'haamla'], ['pregnancy']);
add(['kunwara', 'kunware', 'kanwara', 'kunwari', 'shadishuda', 'shaadishuda'], ['marital_status'], 'strong');
add(['maganda', 'matangkad', 'gora', 'gori', 'goray', 'goori', 'gorey'], ['appearance']);
add(['caste', 'castes', 'zaat', 'zaath', 'biradari', 'baradari', 'biraderi', 'rajput', 'rajputs', 'dalit', 'dalits', 'jatt', 'شايقي', 'شايقيه', 'الشايقيه', 'جعلي', 'جعليين', 'جعليون', 'دناقله', 'دنقلاوي', 'محس', 'رباطاب'], ['tribe']);
add(['brahmin', 'brahmins', 'brahman'], ['tribe', 'religion']);
add(['maronite', 'maronites', 'coptic', 'copts', 'copt', 'evangelical', 'evangelicals', 'pentecostal', 'anglican', 'alawite', 'alawites'], ['religion']);
add(['لحيته', 'لحيتهم', 'لحاهم'], ['religion', 'appearance']);
// Decision 236: the class words of health as people misspell them ("No dissabilities", "no chronic deseases").
add(['dissability', 'dissabilities', 'disabilites', 'disabilties', 'disablity', 'disablities', 'dissabled', 'desease', 'deseases', 'diseses', 'disese', 'illnes', 'ilness', 'ilnesses'], ['disability']);

/** Nationalities and origins other than Saudi: Arabic nisba stems (their forms are built), English words. */
const NATION_STEMS = [
  'مصر', 'هند', 'باكستان', 'فلبين', 'بنغال', 'بنجلاديش', 'بنغلادش', 'بنغلاديش', 'سودان', 'يمن', 'سور', 'اردن', 'لبنان', 'فلسطين', 'مغرب', 'تونس', 'جزائر', 'عراق', 'اثيوب', 'حبش', 'كين', 'اوغند', 'نيبال', 'سريلانك', 'اندونيس', 'امريك', 'بريطان', 'اوروب', 'اسيو', 'افريق', 'اريتر', 'صومال', 'نيجير', 'خليج', 'كويت', 'امارات', 'قطر', 'بحرين', 'عمان', 'ترك', 'ايران', 'افغان', 'روس', 'فرنس', 'كند', 'استرال', 'صين', 'يابان', 'كور', 'فيتنام', 'تايلند', 'ماليز', 'غرب', 'شام', 'ليب', 'موريتان', 'اجنب', 'اسو', 'حضرم', 'اسيو',
];
add(forms(NATION_STEMS, AR_NISBA), ['nationality']);
add(['البدون', 'bidoon', 'bidoun', 'bedoon', 'stateless', 'هنود', 'اجانب', 'وافد', 'وافدين', 'وافده', 'وافدات', 'عرب', 'اعراب', 'مصاروه', 'فلبينيات', 'الماني', 'المانيه', 'وافدون', 'افارقه', 'اتراك', 'اكراد', 'احباش', 'اعاجم'], ['nationality']);
add(['عربي', 'عربيه', 'عربيات', 'عربيا'], ['nationality'], 'weak');
export const NATIONALITY_EN = [
  'indian', 'pakistani', 'filipino', 'filipina', 'filipinos', 'filipinas', 'egyptian', 'bangladeshi', 'sudanese', 'yemeni', 'syrian', 'jordanian', 'lebanese', 'palestinian', 'moroccan', 'tunisian', 'algerian', 'iraqi', 'ethiopian', 'kenyan', 'ugandan', 'nepali', 'nepalese', 'lankan', 'indonesian', 'pinoy', 'american', 'british', 'european', 'asian', 'african', 'arab', 'western', 'gcc', 'expat', 'expatriate', 'foreign', 'foreigner', 'eritrean', 'somali', 'nigerian', 'kuwaiti', 'emirati', 'qatari', 'bahraini', 'omani', 'afghan', 'iranian', 'canadian', 'australian', 'malaysian', 'vietnamese', 'thai', 'ghanaian', 'caucasian', 'westerner', 'khaleeji', 'levantine', 'mauritanian', 'libyan', 'slavic',
  // Decision 211: Eastern Europe and Central Asia.
  'ukrainian', 'belarusian', 'kazakh', 'uzbek', 'armenian', 'romanian', 'bulgarian', 'serbian', 'moldovan', 'latvian', 'lithuanian', 'estonian', 'hungarian', 'tanzanian', 'cameroonian', 'zimbabwean', 'rwandan', 'burmese',
];
add([...NATIONALITY_EN, ...NATIONALITY_EN.map((word) => `${word}s`)], ['nationality']);
add(['eu', 'french', 'german', 'chinese', 'japanese', 'korean', 'russian', 'spanish', 'italian', 'turkish', 'english', 'arabic', 'white', 'black', 'brown', 'latino', 'hispanic', 'irish', 'scottish', 'dutch', 'greek', 'portuguese', 'swiss'], ['nationality'], 'weak');
/** Countries and regions, read as an origin after "from" / «من». */
export const COUNTRIES = foldSet(['india', 'pakistan', 'philippines', 'egypt', 'bangladesh', 'sudan', 'yemen', 'syria', 'jordan', 'lebanon', 'nepal', 'indonesia', 'europe', 'asia', 'africa', 'kenya', 'uganda', 'ethiopia', 'usa', 'uk', 'canada', 'australia', 'ireland', 'zealand', 'britain', 'america', 'kerala', 'punjab', 'mindanao', 'مصر', 'الهند', 'هند', 'باكستان', 'الفلبين', 'فلبين', 'السودان', 'اليمن', 'سوريا', 'الاردن', 'لبنان', 'نيبال', 'اوروبا', 'اسيا', 'افريقيا', 'بنجلاديش', 'بنغلاديش', 'كينيا', 'اوغندا', 'اثيوبيا', 'اندونيسيا']);

export function lookupWord(word: string): TAttributeWord | undefined {
  return lexicon.get(word);
}

/** Words that make a demand of the applicant (a requirement, a preference, an exclusion), Arabic stripped of clitics. */
export const DEMAND_WORDS = foldSet([
  // Arabic, standard and Gulf
  'يشترط', 'تشترط', 'نشترط', 'اشتراط', 'شرط', 'شروط', 'الشروط', 'يفضل', 'تفضل', 'نفضل', 'يفضلون', 'مفضل', 'مفضله', 'افضليه', 'اولويه', 'الاولويه', 'الافضليه', 'فقط', 'حصرا', 'حصريا', 'مطلوب', 'مطلوبه', 'مطلوبين', 'المطلوب', 'نطلب', 'نبحث', 'تبحث', 'يبحث', 'نحتاج', 'بحاجه', 'حاجه', 'يلزم', 'يجب', 'لابد', 'لازم', 'ضروري', 'ضروريه', 'يكون', 'تكون', 'يكونوا', 'يقبل', 'تقبل', 'نقبل', 'مقبول', 'مخصص', 'مخصصه', 'مقتصر', 'مقتصره', 'يقتصر', 'تقتصر', 'نرغب', 'نريد', 'نبي', 'نبغي', 'ابغي', 'ابي', 'ودنا', 'نبا', 'متقدم', 'متقدمه', 'متقدمين', 'متقدمات', 'مرشح', 'مرشحه', 'مرشحين', 'ممنوع', 'يمنع', 'يستحسن', 'يحبذ', 'نحبذ', 'مرغوب', 'مواصفات', 'متطلبات', 'يسمح', 'يحق', 'غير', 'عدم', 'الا', 'لا', 'توظيف', 'نوظف', 'يوظف', 'تعيين', 'للتقديم', 'التقديم', 'التوظيف', 'يتقدم', 'تتقدم', 'ندور', 'نبغي', 'يبغي', 'تبغي', 'محتاجين', 'محتاج', 'نبيه', 'نبيها', 'ودنا', 'ودنا', 'للعمل', 'للشغل', 'يشتغل', 'تشتغل', 'وظيفه', 'الوظيفه', 'وظائف', 'دون', 'يتجاوز', 'تتجاوز', 'يزيد', 'تزيد', 'يتعدي', 'تتعدي', 'اقل', 'اكثر', 'اكبر', 'اصغر', 'بين', 'تحت', 'فوق', 'حتي', 'يقل', 'تقل', 'خالي', 'خاليه', 'خال', 'سليم', 'سليمه', 'بدون', 'مستبعد', 'يستبعد', 'يعاني', 'تعاني', 'بس', 'شغل', 'الشغل', 'يناسب', 'تناسب', 'الافضليه', 'ميزه', 'تمنع', 'نقدر', 'نوظف', 'نوظفك',
  // Gulf: «يحتاج شباب», «يبي», «مو متزوجة»; «يعتذرون» (are excused: need not apply); «مناسب لـ» (suits).
  'يحتاج', 'تحتاج', 'احتاج', 'يطلب', 'تطلب', 'يبي', 'تبي', 'يبغا', 'تبغا', 'مو', 'مب', 'موب', 'مش', 'يعتذر', 'يعتذرون', 'تعتذر', 'يعتذرن', 'تعتذرن', 'نعتذر', 'مناسب', 'مناسبه',
  // «تحديداً», "specifically": one kind of applicant singled out; «ما عدا», «باستثناء»: all but some.
  'تحديدا', 'بالذات', 'عدا', 'ماعدا', 'باستثناء', 'استثناء',
  // Decision 201: Egyptian and Levantine «عايزين», «عاوز», «بدنا», «بدي» (we want); «يلتزم» (is bound to); «غيرهم معذرة»
  // (the others are excused); Gulf English "kindly excuse".
  'عايز', 'عايزه', 'عايزين', 'عاوز', 'عاوزه', 'عاوزين', 'بدنا', 'بدي', 'بدهم', 'بدك', 'يلتزم', 'تلتزم', 'معذره', 'المعذره', 'غيرهم', 'غيرهن', 'excuse', 'excused',
  // Arabizi: «نبي», «نبغى», «مطلوب», «لازم» («بس», bs, is also a degree: not read).
  'nbi', 'nbee', 'yetqaddamon', 'yt2addamon', 'yet2addamon', 'yetqadam', 'yt8addamon', 'mamno3', 'mamnoo3', 'mamnou3', 'نبغا', 'نبغى', 'nebi', 'nabi', 'bas', 'nqbl', 'nqbal', 'naqbal', 'ngbl', 'ghair', 'gheir', 'ghir', 'tkoon', 'tkun', 'ykoon', 'ykun', 'yekoon', 'yekon', 'tekoon', 'tekon', '3ayez', '3ayzeen', '3awzeen', '3ayza', 'aayez', 'msh', 'mish', 'mo', 'mub', 'nabee', 'nabgha', 'nb8a', 'faqat', 'fa8at', 'fagat', 'nbgha', 'nbga', 'nb8i', 'abgha', 'matloob', 'matlooba', 'mtloob', 'mtlob', 'lazem', 'lazim', 'ybgha', 'yb8a',
  // Decision 205: Arabizi «أحتاج», «مطلوب» (mat2loob), Maghrebi «بغينا» (we want), and French (préfère, exige,
  // obligatoire, uniquement).
  'a7tag', 'a7taj', 'n7tag', 'n7taj', 'ne7tag', 'ne7taj', 'y7tag', 'mat2loob', 'mat2loub', 'mat2lob', 'bghina', 'bghit', 'nbghiw', 'bghinach', 'bghitch',
  'préfère', 'préférence', 'préférable', 'exige', 'exigé', 'exigée', 'obligatoire', 'uniquement', 'seulement', 'cherche', 'cherchons', 'recherche', 'recherchons',
  // Decision 206: romanized Urdu (chahiye, zaroori, behtar: better), Tagalog (dapat: must, kailangan: needed, lang,
  // lamang: only), Yemeni «نشتي» and Sudanese «دايرين» (we want), «يصلح», «يناسب» (suits), recruiters' "search" (seek).
  'chahiye', 'chahie', 'chahiyen', 'chaahiye', 'zaroori', 'zaruri', 'zaroorat', 'behtar', 'dapat', 'kailangan', 'lang', 'lamang', 'hinahanap',
  'نشتي', 'يشتي', 'تشتي', 'اشتي', 'دايرين', 'داير', 'يصلح', 'تصلح', 'يناسب', 'تناسب', 'يناسبه', 'يناسبها', 'يناسبهم', 'search', 'searching',
  // Decision 208: a headhunter "hunting" for someone (seeks).
  'hunting', 'headhunting', 'حاجتها', 'حاجته', 'حاجتنا', 'حاجتهم',
  // Decision 211: "pref." as recruiters shorten it ("Lady pref.").
  'pref',
  // English
  'only', 'must', 'required', 'require', 'requires', 'requirement', 'requirements', 'preferred', 'prefer', 'preferably', 'preference', 'priority', 'ideal', 'ideally', 'should', 'need', 'needs', 'needed', 'wanted', 'want', 'seeking', 'seek', 'seeks', 'looking', 'look', 'hiring', 'hire', 'recruiting', 'recruit', 'candidate', 'candidates', 'applicant', 'applicants', 'eligible', 'accepted', 'accept', 'considered', 'apply', 'exclusively', 'strictly', 'restricted', 'limited', 'mandatory', 'essential', 'necessary', 'no', 'not', 'non', 'reserved', 'suitable', 'suited', 'under', 'below', 'over', 'above', 'between', 'max', 'maximum', 'min', 'minimum', 'least', 'exceed', 'exceeding', 'older', 'younger', 'less', 'more', 'without', 'free', 'plus', 'advantage', 'staff', 'employee', 'employees', 'worker', 'workers', 'person', 'persons', 'people', 'individuals', 'individual', 'be', 'able', 'suits', 'suit', 'fits', 'specifically', 'vacancy', 'vacancies',
]);

/** Demand words that hold however far from the attribute in the sentence. */
export const STRONG_DEMANDS = foldSet(['بس', 'faqat', 'fa8at', 'fagat', 'يشترط', 'تشترط', 'نشترط', 'اشتراط', 'شرط', 'يفضل', 'تفضل', 'نفضل', 'افضليه', 'اولويه', 'الاولويه', 'الافضليه', 'فقط', 'حصرا', 'حصريا', 'only', 'must', 'preferred', 'preferably', 'prefer', 'priority', 'exclusively', 'strictly', 'mandatory', 'required', 'pref']);

/**
 * Words after which (English) or before which (Arabic) an attribute describes the people the work serves, a place or
 * a thing rather than the applicant: «قسم السيدات», "female patients", «السوق الهندي», "Islamic finance".
 */
export const LAWFUL_NOUNS = foldSet([
  // people served
  'patient', 'patients', 'customer', 'customers', 'client', 'clients', 'student', 'students', 'pupil', 'pupils', 'child', 'children', 'kids', 'guest', 'guests', 'visitor', 'visitors', 'shopper', 'shoppers', 'resident', 'residents', 'user', 'users', 'audience', 'audiences', 'community', 'communities', 'members', 'beneficiaries', 'learners', 'trainees', 'athletes', 'players', 'passengers', 'pilgrims', 'tenants', 'consumers', 'population', 'participants', 'attendees', 'campers', 'elderly', 'seniors', 'infants', 'babies', 'newborns', 'mothers', 'teens', 'teenagers', 'adolescents', 'youths', 'inmates', 'employers',
  // (Decision 236: delegations and tourists guided, «للوفود الأوروبية».)
  'وفود', 'وفد', 'سياح', 'سائحين',
  'مرضي', 'مريض', 'مريضات', 'مريضه', 'عملاء', 'عميل', 'عميلات', 'عميله', 'زبائن', 'زبونات', 'زبون', 'طلاب', 'طالب', 'طالبات', 'طالبه', 'تلاميذ', 'تلميذات', 'اطفال', 'طفل', 'ضيوف', 'زوار', 'زائرات', 'زائرين', 'نزلاء', 'نزيلات', 'مستفيدين', 'مستفيدات', 'مراجعين', 'مراجعات', 'حجاج', 'معتمرين', 'جمهور', 'فئه', 'فئات', 'شريحه', 'متدربين', 'متدربات', 'لاعبين', 'لاعبات', 'ركاب', 'مستهلكين', 'مجتمع', 'امهات', 'رضع', 'حديثي', 'كبار', 'مسنين', 'ايتام', 'سكان', 'جاليه', 'جاليات', 'متسوقين', 'متسوقات', 'منسوبي', 'مشتركين', 'مشتركات', 'مشاركين', 'مشاركات', 'عضوات', 'اعضاء',
  // places and units
  // (Decision 205: a licence of a region, "a GCC licence".)
  'licence', 'license', 'licences', 'licenses',
  'academy', 'academies', 'ward', 'wards', 'section', 'sections', 'department', 'departments', 'clinic', 'clinics', 'wing', 'wings', 'floor', 'floors', 'dormitory', 'dormitories', 'salon', 'salons', 'spa', 'spas', 'gym', 'gyms', 'unit', 'units', 'school', 'schools', 'college', 'campus', 'branch', 'branches', 'office', 'offices', 'market', 'markets', 'hospital', 'centre', 'center', 'club', 'hostel', 'store', 'stores', 'shop', 'shops', 'boutique', 'restaurant', 'restaurants', 'embassy', 'embassies', 'consulate', 'university', 'universities', 'company', 'companies', 'firm', 'subsidiary', 'headquarters', 'facility', 'site', 'region', 'territory', 'accounts', 'account', 'team', 'startup', 'brand', 'businesses', 'business', 'church', 'mosque', 'prayer', 'room', 'rooms', 'accommodation', 'housing',
  'قسم', 'اقسام', 'اكاديميه', 'جناح', 'عياده', 'عيادات', 'صالون', 'صالونات', 'مشغل', 'مشاغل', 'نادي', 'اندية', 'مركز', 'مراكز', 'مدرسه', 'مدارس', 'كليه', 'جامعه', 'جامعات', 'فرع', 'فروع', 'مكتب', 'مكاتب', 'سوق', 'اسواق', 'مستشفي', 'مستشفيات', 'سكن', 'مصلي', 'مطعم', 'مطاعم', 'متجر', 'متاجر', 'محل', 'محلات', 'معرض', 'شركه', 'شركات', 'مصنع', 'سفاره', 'قنصليه', 'مجمع', 'مستودع', 'قاعه', 'دار', 'روضه', 'حضانه', 'مكتبه', 'مؤسسه', 'منشاه', 'منشات', 'جمعيه', 'فندق', 'اداره', 'قطاع', 'بيئه', 'فريق', 'حلقه', 'حلقات', 'تحفيظ', 'قريه', 'قري', 'عادات', 'تقاليد', 'مخيم', 'مخيمات',
  // things and fields
  'health', 'fashion', 'clothing', 'clothes', 'wear', 'apparel', 'sports', 'sport', 'products', 'product', 'cosmetics', 'perfumes', 'perfume', 'shoes', 'accessories', 'garments', 'hair', 'haircuts', 'grooming', 'care', 'medicine', 'cuisine', 'food', 'dishes', 'restaurants', 'supplier', 'suppliers', 'vendor', 'vendors', 'partner', 'partners', 'standards', 'standard', 'law', 'laws', 'regulations', 'board', 'certificate', 'certification', 'degree', 'diploma', 'council', 'curriculum', 'system', 'gaap', 'market', 'economy', 'culture', 'history', 'literature', 'language', 'languages', 'dialect', 'accent', 'cars', 'brands', 'goods', 'imports', 'exports', 'finance', 'financing', 'banking', 'bank', 'studies', 'art', 'arts', 'architecture', 'affairs', 'heritage', 'tourism', 'calligraphy', 'law', 'jurisprudence', 'values', 'events', 'holidays', 'calendar', 'month', 'voice', 'voices', 'choir', 'connector', 'connectors', 'plug', 'toilets', 'restrooms', 'changing', 'prayers', 'issues', 'football', 'league', 'programs', 'programmes', 'program', 'programme', 'distributor', 'distributors', 'dealer', 'dealers', 'resellers', 'wholesalers', 'franchisees', 'empowerment', 'entrepreneurs', 'leadership', 'rights', 'engagement', 'development', 'employment', 'pool', 'staffing', 'workforce', 'business', 'fluency', 'speaking', 'speakers', 'content', 'media', 'collection', 'collections', 'lines', 'line', 'segment', 'items', 'wellness', 'fitness', 'beauty', 'wedding', 'weddings', 'abaya', 'abayas', 'tailoring', 'uniforms', 'dorm', 'dorms', 'weights', 'loads', 'bath', 'baths', 'hammam', 'hammams', 'bathhouse', 'massage', 'massages', 'tea', 'coffee', 'rugs', 'carpets', 'tongue', 'tongues', 'methods', 'method', 'venue', 'venues', 'baby', 'mentorship',
  'activities', 'marketing', 'campaigns', 'families', 'households', 'homes', 'houses', 'villas', 'cardholders', 'fiction', 'novels', 'books', 'tailor', 'tailors', 'barbershop', 'barbershops', 'salary', 'salaries', 'package', 'packages', 'compensation', 'pay', 'commission', 'commissions', 'incentives', 'offer', 'rates', 'environment', 'opportunity', 'opportunities', 'hours', 'hour', 'power', 'designs', 'design', 'interface', 'interfaces', 'layout', 'deal', 'deals', 'terms', 'bonus', 'workplace', 'office',
  'عنايه', 'انساب', 'متحف', 'خيل', 'خيول', 'فرس', 'جواد', 'ابل', 'هجن', 'مستلزمات', 'انشطه', 'نشاطات', 'فعاليات', 'توعيه', 'تثقيف', 'ارشاد', 'علاج', 'اخر', 'اخري', 'راتب', 'رواتب', 'حوافز', 'عموله', 'مزايا', 'عرض', 'عروض', 'باقه', 'فرصه', 'فرص', 'حلاق', 'خياط', 'اعمال', 'مبيعات', 'امن', 'اطفاء', 'اسعاف', 'مرور', 'شرطه', 'تصميم', 'تصاميم', 'واجهات', 'واجهه', 'تهذيب', 'تشذيب', 'قص', 'حلاقه',
  'ملابس', 'ثياب', 'لياقه', 'ازياء', 'منتجات', 'عطور', 'اكسسوارات', 'احذيه', 'مستحضرات', 'تجميل', 'اكلات', 'اطباق', 'مطبخ', 'طب', 'امراض', 'ولاده', 'صحه', 'رياضه', 'لغه', 'اللغه', 'لهجه', 'ثقافه', 'تاريخ', 'ادب', 'معايير', 'نظام', 'انظمه', 'قانون', 'بورد', 'شهاده', 'شهادات', 'زماله', 'منهج', 'مناهج', 'سيارات', 'بضائع', 'مورد', 'موردين', 'شريك', 'شركاء', 'وكيل', 'وكلاء', 'مصرفيه', 'تمويل', 'صيرفه', 'دراسات', 'علوم', 'فنون', 'عماره', 'شؤون', 'تراث', 'موروث', 'سياحه', 'خط', 'قيم', 'مناسبات', 'اعياد', 'برامج', 'برنامج', 'تمكين', 'رعايه', 'خدمه', 'خدمات', 'تعليم', 'تدريس', 'تاهيل', 'شؤون', 'اسواق', 'عمليات', 'حسابات', 'مشاريع', 'اعمال', 'حملات', 'دوري', 'منتخب', 'صالات', 'دورات', 'مياه', 'حمامات', 'عبايات', 'بشوت', 'جلابيات', 'خياطه', 'تفصيل', 'اوزان', 'اثقال', 'اعلانات', 'محتوي', 'اقتصاد', 'شعر', 'اسلوب', 'سلع', 'ماكولات', 'اطعمه', 'وجبات', 'حلويات', 'مشويات', 'قهوه', 'اكل', 'مطابخ', 'اطباق',
]);

/** Words that turn a whole sentence into an equal-opportunity statement or a welcome: nothing in it is a demand. */
export const EQUAL_OPPORTUNITY: RegExp[] = [
  /\b(?:regardless|irrespective)\b/u,
  /\bwithout\s+regard\b/u,
  /\bequal[\s-]+opportunit/u,
  // A welcome to applicants, not a duty of welcoming guests ("to welcome our VIP guests", «ترحب بالضيوف»).
  /(?<!\bto\s)\b(?:welcome|welcomes|welcomed|welcoming|encourage|encouraged|encourages)\b(?!\s+(?:(?:our|the|all|new|incoming|vip|international|walk-in)\s+)*(?:guests|customers|clients|visitors|patients|passengers|pilgrims|delegates|members|shoppers|tourists|students|callers))/u,
  /\b(?:do|does|will)\s+not\s+discriminate\b/u,
  // "We do not ask about pregnancy or family plans", «لا نسأل عن القبيلة»: a statement of what is never asked.
  /\b(?:(?:do|does|will|shall)\s+not|don.t|never|won.t)\s+(?:ever\s+)?(?:ask|asks|inquire|enquire|request|consider|collect)\s+(?:\p{L}+\s+){0,2}(?:about|for|into)\b/u,
  /(?:^|\s)(?:لا|لن|ما)\s+(?:يتم\s+)?(?:ن|ي|ت|ال)?(?:سال|سأل|سؤال|ستفسر|استفسار|طلب)\p{L}*\s+(?:(?:ال)?(?:متقدم|مرشح|موظف)\p{L}*\s+)?عن(?=\s|$)/u,
  /\bnon[\s-]?discriminat/u,
  // "assessed on qualifications only, not on family name", «لا ننظر إلى القبيلة»: what no applicant is judged by.
  /\bnot\s+(?:on|by)\s+(?:their\s+|your\s+|his\s+|her\s+)?(?:family|tribe|gender|sex|age|nationality|religion|looks|appearance|marital)\b/u,
  // (Not «لا يُنظر في طلبات …», «لا ننظر إلى طلبات …»: applications not considered.)
  /(?:^|\s)(?:لا|لن|ما)\s+ننظر\s+(?:الي|ل)\s*(?!(?:ال)?(?:طلبات|طلب|متقدم|مرشح|سير)\p{L}*)/u,
  // "Pregnant employees are protected … and may not be dismissed": the law's protection stated.
  /\b(?:may|can|shall|will|must)\s+not\s+be\s+(?:dismissed|terminated|fired|penali[sz]ed)\b/u,
  /\bprotected\s+(?:under|by)\b/u,
  // "Nobody will be disadvantaged for pregnancy …": what no applicant is judged by.
  /\b(?:nobody|no\s*one|no\s+(?:applicant|candidate|employee))\s+(?:will|shall|would)\s+(?:ever\s+)?be\s+(?:disadvantaged|penali[sz]ed|discriminated|excluded|rejected|treated\s+(?:differently|unfairly))\b/u,
  // "… play no role in our hiring", "We do not consider marital status in hiring decisions", "No tribe questions".
  /\b(?:plays?|played|has|have|had)\s+no\s+(?:role|part|bearing|influence)\b/u,
  /\b(?:(?:do|does|will|shall)\s+not|don.t|never|won.t)\s+(?:consider|take\s+into\s+account|factor\s+in)\s+(?:[\p{L},]+\s+){1,5}(?:in|when|during|for)\s+(?:our\s+|any\s+|the\s+)?(?:hiring|recruitment|recruiting|selection|employment)\b/u,
  /(?:^|\s)no\s+(?:[\p{L}/&,-]+\s+){1,3}questions?(?=\s*$|\s*[^\p{L}\s])/u,
  /\b(?:all|any)\s+(?:nationalities|genders|ages|backgrounds|religions)\b/u,
  // Decision 200: "no age limits", "… is never considered in hiring", "based on merit, not family name or tribe".
  /\bno\s+(?:upper\s+)?age\s+(?:limits?|restrictions?|caps?|bar)\b/u,
  /\b(?:is|are)\s+never\s+(?:considered|asked|taken\s+into\s+account|a\s+factor)\b/u,
  /\b(?:merit|qualifications|skills|competence|ability)\s*,?\s+not\s+(?:on\s+)?(?:their\s+|your\s+)?(?:family|tribe|gender|sex|age|nationality|religion|looks|appearance)\b/u,
  /\b(?:open|available)\s+to\s+(?:all|everyone|both)\b/u,
  // Decision 241: what no applicant is asked ("no applicant is asked about pregnancy or family plans") and tests never
  // required ("We do not require pregnancy tests at any stage").
  /\b(?:nobody|no\s*one|no\s+(?:applicant|candidate|employee))\s+(?:is|are|will\s+be)\s+(?:ever\s+)?(?:asked|questioned)\s+(?:about|on|regarding)\b/u,
  /\b(?:(?:do|does|will|shall)\s+not|don.t|never|won.t)\s+(?:ever\s+)?(?:require|request|conduct|perform)\s+(?:any\s+)?(?:pregnancy|medical|health|fitness|genetic|hiv|drug)\s+(?:tests?|checks?|screening|examinations?)\b/u,
  // Decision 241: kinds of people named together as those the work suits ("students, parents and retirees can apply",
  // "ideal for students, parents or retirees"), none turned away.
  // (Not when the sentence bounds or restricts them: "only", "under", "no", a maximum.)
  /^(?![^\n]*\b(?:only|under|below|above|over|max|maximum|not|no|except|younger|older)\b)[^\n]*?\b(?:students|parents|retirees|pensioners|housewives|homemakers|graduates|freshers|mothers|fathers)\s*,\s*(?:[\p{L}-]+\s*,\s*)?[\p{L}-]+\s+(?:and|or)\s+(?:students|parents|retirees|pensioners|housewives|homemakers|graduates|freshers|mothers|fathers)\b/u,
  /(?:^|\s)(?:ب|و)?غض\s+النظر(?=\s|$)/u,
  /(?:^|\s)(?:ب|و)?صرف\s+النظر(?=\s|$)/u,
  /(?:^|\s)دون\s+النظر(?=\s|$)/u,
  /(?:^|\s)(?:دون|بدون|بلا|من\s+غير)\s+(?:اي\s+)?تمييز(?=\s|$)/u,
  /(?:^|\s)لا\s+(?:نميز|تميز|يميز)(?=\s|$)/u,
  /(?:^|\s)علي\s+حد\s+سواء(?=\s|$)/u,
  /(?:^|\s)(?:تكافؤ|تكافو|متكافئه|المساواه|مساواه)(?=\s|$)/u,
  /(?:^|\s)(?:و|ف)?(?:ن|ي|ت)?رحب(?:ون)?(?=\s|$)(?!\s+(?:ب|و)?(?:ال)?(?:ضيوف|عملاء|زوار|زائرين|زائرات|مراجعين|مراجعات|مرضي|حجاج|معتمرين|ركاب|نزلاء))/u,
  /(?:^|\s)(?:ن|ي|ت)شجع(?=\s|$)/u,
  /(?:^|\s)(?:ل|ال|لل)?(?:جميع|كل|كافه)\s+(?:ال)?(?:جنسيات|المتقدمين|الفئات|الاعمار)(?=\s|$)/u,
].map(foldPattern);

/** "Both genders", «من الجنسين»: no gender is asked for; other classes in the sentence still are («للشباب من الجنسين»). */
export const BOTH_GENDERS: RegExp[] = [
  /(?:^|\s)(?:من\s+)?(?:ال|لل|ل|ب|كلا\s+ال)?جنسين(?=\s|$)/u,
  /(?:^|\s)يقبل\s+(?:ال|كلا\s+ال)?جنسين(?=\s|$)/u,
  // (Decision 241: with the article, the singular and «النسوان», «للرجال والنساء», «الرجل والمرأة»; "Male aur female dono".)
  /(?:^|\s)(?:ال|لل|ل)?(?:رجال|رجل|ريايل|رياجيل|شباب)\s+و\s*(?:ال)?(?:نساء|نسوان|مراه|امراه|حريم|بنات)(?=$|[^\p{L}])|(?:^|\s)(?:ال|لل|ل)?(?:نساء|نسوان|مراه|امراه|حريم|بنات)\s+و\s*(?:ال)?(?:رجال|رجل|ريايل|رياجيل|شباب)(?=$|[^\p{L}])/u,
  /\b(?:both\s+(?:genders|sexes)|men\s+and\s+women\s+alike|any\s+gender|all\s+genders|(?:males?|men|gents|females?|women|ladies)\s+(?:aur|or|and|&)\s+(?:females?|women|ladies|males?|men|gents)\s+(?:dono|donon|both))\b/u,
  // Decision 206: "Salesperson (male or female)": both named in brackets, no sex asked.
  /\(\s*(?:male|female|m|f)\s*(?:or|\/|&|and)\s*(?:female|male|f|m)\s*\)/u,
].map(foldPattern);
