/**
 * Workplaces and kinds of work (decision 108): words that name where or what kind of work ("hospital", «وظيفة مكتبية»,
 * "tech", «ميداني») read as the occupations doing that work, and shown in the reading ("healthcare: nurses, doctors,
 * pharmacists…"). A kind is read before an occupation of the same words («تقنية» is IT work, not a technician), so
 * only words whose usual meaning in a search is the kind are listed; words that are an occupation's own forms
 * ("pharmacy", «مستودعات», "logistics", "sales") stay that occupation. Occupations are named by slug
 * (db/seed/occupation-data.ts), by sector slug, or by a word whose occupations are taken (`heads`: "engineer" is every
 * engineer, as the word «مهندس» is, decision 023).
 */
export interface TWorkKind {
  slug: string;
  /** What is shown: "healthcare: nurses, doctors, pharmacists…". */
  name_en: string;
  name_ar: string;
  phrases: string[];
  occupations?: string[];
  sectors?: string[];
  /** Sectors' occupations left out ("construction" is not a real estate agent). */
  except?: string[];
  heads?: string[];
}

export const WORK_KINDS: readonly TWorkKind[] = [
  {
    slug: 'healthcare',
    name_en: 'healthcare: nurses, doctors, pharmacists, lab and therapy specialists…',
    name_ar: 'القطاع الصحي: تمريض وأطباء وصيادلة وأخصائيو مختبر وعلاج…',
    sectors: ['healthcare'],
    occupations: ['pharmacist', 'pharmacy-technician'],
    except: ['medical-equipment-sales'],
    phrases: [
      'healthcare', 'health care', 'health sector', 'healthcare sector', 'medical', 'medical field', 'health', 'hospital', 'hospitals', 'clinic', 'clinics',
      'medical center', 'medical centre', 'polyclinic', 'صحي', 'صحية', 'صحيه', 'الصحي', 'الصحية', 'طبي', 'طبية', 'طبيه', 'الطبي', 'الطبية', 'القطاع الصحي',
      'قطاع صحي', 'المجال الصحي', 'مجال صحي', 'المجال الطبي', 'مجال طبي', 'القطاع الطبي', 'مستشفى', 'مستشفي', 'المستشفى', 'مستشفيات', 'المستشفيات', 'مستوصف',
      'مستوصفات', 'عيادة', 'عياده', 'عيادات', 'العيادات', 'مجمع طبي', 'مركز طبي', 'مراكز طبية', 'رعاية صحية', 'الرعاية الصحية',
    ],
  },
  {
    slug: 'banking',
    name_en: 'banks: bankers, tellers, credit, compliance, finance…',
    name_ar: 'البنوك: موظفو بنوك وصرافون وائتمان والتزام ومالية…',
    sectors: ['banking-and-finance'],
    occupations: ['cashier'],
    phrases: ['bank', 'banks', 'banking', 'بنك', 'بنوك', 'البنك', 'البنوك', 'بنكي', 'بنكية', 'مصرف', 'مصارف', 'المصارف', 'القطاع البنكي', 'القطاع المصرفي'],
  },
  {
    slug: 'hospitality',
    name_en: 'hotels: front desk, reservations, housekeeping, food service…',
    name_ar: 'الفنادق: استقبال وحجوزات وتدبير فندقي وخدمة طعام…',
    sectors: ['hospitality-and-tourism'],
    occupations: ['chef', 'waiter', 'restaurant-manager', 'cleaner'],
    except: ['tour-guide', 'hajj-umrah-services'],
    phrases: ['hotel', 'hotels', 'hospitality', 'resort', 'resorts', 'فندق', 'فنادق', 'الفنادق', 'فندقي', 'فندقية', 'ضيافة', 'الضيافة', 'منتجع', 'منتجعات', 'قطاع الضيافة'],
  },
  {
    slug: 'schools',
    name_en: 'schools: teachers, counsellors, school staff…',
    name_ar: 'المدارس: معلمون ومرشدون وكوادر مدرسية…',
    heads: ['teacher'],
    occupations: ['school-counselor', 'school-principal', 'vice-principal', 'teaching-assistant', 'lab-supervisor-school', 'librarian', 'school-bus-supervisor'],
    phrases: ['school', 'schools', 'education sector', 'مدارس', 'المدارس', 'مدارس اهلية', 'مدارس عالمية', 'قطاع التعليم', 'تعليمي', 'تعليمية', 'التعليمية'],
  },
  {
    slug: 'restaurants',
    name_en: 'restaurants and cafés: chefs, baristas, waiters…',
    name_ar: 'المطاعم والمقاهي: طهاة وباريستا ونُدُل…',
    sectors: ['food-and-beverage'],
    phrases: ['restaurant', 'restaurants', 'cafe', 'cafes', 'café', 'مطعم', 'مطاعم', 'المطاعم', 'كافيه', 'كافيهات', 'كوفي', 'مقهى', 'مقاهي', 'كوفي شوب'],
  },
  {
    slug: 'factories',
    name_en: 'factories: operators, production, quality, maintenance, plant engineers…',
    name_ar: 'المصانع: تشغيل وإنتاج وجودة وصيانة ومهندسو مصانع…',
    sectors: ['manufacturing', 'petrochemicals'],
    except: ['cost-accountant', 'embedded-engineer'],
    phrases: ['factory', 'factories', 'plant jobs', 'industrial', 'مصنع', 'مصانع', 'المصنع', 'المصانع', 'صناعي', 'صناعية', 'القطاع الصناعي', 'قطاع صناعي'],
  },
  {
    slug: 'office',
    name_en: 'office work: administration, secretarial, data entry, HR, accounting…',
    name_ar: 'العمل المكتبي: إدارة وسكرتارية وإدخال بيانات وموارد بشرية ومحاسبة…',
    occupations: [
      'administrative-assistant', 'secretary', 'data-entry', 'receptionist', 'document-controller', 'medical-secretary', 'hr-specialist', 'payroll-specialist',
      'accountant', 'accounts-payable',
    ],
    phrases: [
      'office', 'office work', 'office job', 'office jobs', 'desk job', 'desk jobs', 'clerical', 'مكتبي', 'مكتبية', 'مكتبيه', 'عمل مكتبي', 'اعمال مكتبية',
      'دوام مكتبي', 'وظيفة مكتبية', 'وظائف مكتبية',
    ],
  },
  {
    slug: 'field',
    name_en: 'field work: sales visits, driving, site and field engineering, safety…',
    name_ar: 'العمل الميداني: زيارات مبيعات وقيادة ومواقع وحقول وسلامة…',
    occupations: [
      'sales-representative', 'merchandiser', 'medical-representative', 'driver', 'delivery-driver', 'truck-driver', 'collector', 'surveyor', 'site-supervisor',
      'civil-engineer', 'hse-officer', 'petroleum-engineer', 'municipal-inspector',
    ],
    phrases: [
      'field work', 'fieldwork', 'field job', 'field jobs', 'field based', 'outdoor', 'outdoor work', 'outdoor jobs', 'ميداني', 'ميدانية', 'ميدانيه', 'عمل ميداني',
      'وظيفة ميدانية', 'وظائف ميدانية', 'عمل خارجي', 'خارج المكتب',
    ],
  },
  {
    slug: 'it',
    name_en: 'information technology: developers, data, IT support, security, design…',
    name_ar: 'تقنية المعلومات: مطورون وبيانات ودعم فني وأمن سيبراني وتصميم…',
    sectors: ['information-technology'],
    phrases: [
      'it', 'ict', 'tech', 'technology', 'information technology', 'tech sector', 'software', 'تقنية', 'تقنيه', 'التقنية', 'التقنيه', 'تقنية معلومات',
      'تقنية المعلومات', 'تقنيه المعلومات', 'تكنولوجيا', 'التكنولوجيا', 'تكنولوجيا المعلومات', 'اي تي', 'آي تي', 'القطاع التقني', 'المجال التقني', 'وظائف تقنية',
    ],
  },
  {
    slug: 'engineering',
    name_en: 'engineering: civil, electrical, mechanical, software and other engineers…',
    name_ar: 'الهندسة: مهندسون مدنيون وكهربائيون وميكانيكيون ومهندسو برمجيات…',
    heads: ['engineer'],
    phrases: ['engineering jobs', 'هندسي', 'هندسية', 'هندسيه', 'المجال الهندسي', 'وظائف هندسية', 'القطاع الهندسي'],
  },
  {
    slug: 'sales',
    name_en: 'sales: representatives, account managers, telesales, retail sales…',
    name_ar: 'المبيعات: مندوبون ومديرو حسابات ومبيعات هاتفية وبيع بالتجزئة…',
    occupations: [
      'sales-representative', 'sales-manager', 'account-manager', 'telesales', 'merchandiser', 'shop-assistant', 'car-sales', 'insurance-sales', 'real-estate-agent',
      'pre-sales', 'call-center-sales', 'medical-representative', 'business-development',
    ],
    phrases: ['selling', 'sales field', 'بيع', 'البيع', 'مجال المبيعات', 'قطاع المبيعات', 'بيعية'],
  },
  {
    slug: 'logistics',
    name_en: 'logistics: coordinators, warehouses, drivers, shipping and customs…',
    name_ar: 'اللوجستيات: تنسيق ومستودعات وسائقون وشحن وتخليص…',
    occupations: [
      'logistics-coordinator', 'supply-chain-manager', 'warehouse-supervisor', 'warehouse-worker', 'customs-broker', 'fleet-manager', 'import-export', 'driver',
      'delivery-driver', 'truck-driver',
    ],
    phrases: ['shipping', 'freight', 'transport', 'transportation', 'logistics sector', 'شحن', 'الشحن', 'لوجستي', 'لوجستية', 'لوجستيه', 'قطاع النقل', 'النقل والخدمات اللوجستية'],
  },
  {
    slug: 'construction',
    name_en: 'construction: site engineers, architects, supervisors, trades…',
    name_ar: 'المقاولات والإنشاءات: مهندسو مواقع ومعماريون ومشرفون وحرفيون…',
    sectors: ['construction-and-real-estate'],
    except: ['real-estate-agent', 'interior-designer', 'landscape-architect'],
    phrases: ['construction', 'contracting', 'مقاولات', 'المقاولات', 'انشاءات', 'الإنشاءات', 'انشائي', 'إنشائية', 'شركة مقاولات', 'شركات مقاولات'],
  },
  {
    slug: 'retail',
    name_en: 'shops and malls: store managers, sales assistants, cashiers…',
    name_ar: 'المحلات والمولات: مديرو فروع وبائعون وكاشير…',
    occupations: ['store-manager', 'assistant-store-manager', 'shop-assistant', 'cashier-retail', 'cashier', 'merchandiser', 'category-manager'],
    phrases: ['mall', 'malls', 'shop', 'shops', 'supermarket', 'مول', 'مولات', 'محل', 'محلات', 'سوبرماركت', 'هايبر ماركت', 'معارض تجارية'],
  },
];
