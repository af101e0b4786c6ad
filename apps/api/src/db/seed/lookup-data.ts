/**
 * Static lookup seed data (bilingual Arabic / English).
 *
 * - countries: ISO 3166-1 alpha-2 codes with international dial codes.
 * - cities: Saudi Arabia's 13 administrative regions with their main cities,
 *   plus the main cities of the other GCC states (grouped by emirate /
 *   governorate / municipality).
 * - nationalities: one per country, same codes and order as `countries`.
 * - majors / sectors: academic majors and business sectors (kebab-case slugs).
 */

export interface TCountrySeed { code: string; name_ar: string; name_en: string; dial_code: string }
export interface TCitySeed { country_code: string; region_ar: string; region_en: string; name_ar: string; name_en: string }
export interface TNationalitySeed { code: string; name_ar: string; name_en: string }
export interface TNamedSeed { slug: string; name_ar: string; name_en: string }

// ---------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------

export const countries: readonly TCountrySeed[] = [
  // Saudi Arabia first
  { code: 'SA', name_ar: 'المملكة العربية السعودية', name_en: 'Saudi Arabia', dial_code: '+966' },
  // Other GCC states
  { code: 'AE', name_ar: 'الإمارات العربية المتحدة', name_en: 'United Arab Emirates', dial_code: '+971' },
  { code: 'KW', name_ar: 'الكويت', name_en: 'Kuwait', dial_code: '+965' },
  { code: 'QA', name_ar: 'قطر', name_en: 'Qatar', dial_code: '+974' },
  { code: 'BH', name_ar: 'البحرين', name_en: 'Bahrain', dial_code: '+973' },
  { code: 'OM', name_ar: 'سلطنة عمان', name_en: 'Oman', dial_code: '+968' },
  // Arab countries
  { code: 'EG', name_ar: 'مصر', name_en: 'Egypt', dial_code: '+20' },
  { code: 'JO', name_ar: 'الأردن', name_en: 'Jordan', dial_code: '+962' },
  { code: 'LB', name_ar: 'لبنان', name_en: 'Lebanon', dial_code: '+961' },
  { code: 'SY', name_ar: 'سوريا', name_en: 'Syria', dial_code: '+963' },
  { code: 'IQ', name_ar: 'العراق', name_en: 'Iraq', dial_code: '+964' },
  { code: 'YE', name_ar: 'اليمن', name_en: 'Yemen', dial_code: '+967' },
  { code: 'SD', name_ar: 'السودان', name_en: 'Sudan', dial_code: '+249' },
  { code: 'PS', name_ar: 'فلسطين', name_en: 'Palestine', dial_code: '+970' },
  { code: 'MA', name_ar: 'المغرب', name_en: 'Morocco', dial_code: '+212' },
  { code: 'TN', name_ar: 'تونس', name_en: 'Tunisia', dial_code: '+216' },
  { code: 'DZ', name_ar: 'الجزائر', name_en: 'Algeria', dial_code: '+213' },
  { code: 'LY', name_ar: 'ليبيا', name_en: 'Libya', dial_code: '+218' },
  // Asia
  { code: 'IN', name_ar: 'الهند', name_en: 'India', dial_code: '+91' },
  { code: 'PK', name_ar: 'باكستان', name_en: 'Pakistan', dial_code: '+92' },
  { code: 'BD', name_ar: 'بنغلاديش', name_en: 'Bangladesh', dial_code: '+880' },
  { code: 'PH', name_ar: 'الفلبين', name_en: 'Philippines', dial_code: '+63' },
  { code: 'ID', name_ar: 'إندونيسيا', name_en: 'Indonesia', dial_code: '+62' },
  { code: 'LK', name_ar: 'سريلانكا', name_en: 'Sri Lanka', dial_code: '+94' },
  { code: 'NP', name_ar: 'نيبال', name_en: 'Nepal', dial_code: '+977' },
  // Africa
  { code: 'ET', name_ar: 'إثيوبيا', name_en: 'Ethiopia', dial_code: '+251' },
  { code: 'KE', name_ar: 'كينيا', name_en: 'Kenya', dial_code: '+254' },
  // Europe / Americas
  { code: 'TR', name_ar: 'تركيا', name_en: 'Türkiye', dial_code: '+90' },
  { code: 'GB', name_ar: 'المملكة المتحدة', name_en: 'United Kingdom', dial_code: '+44' },
  { code: 'US', name_ar: 'الولايات المتحدة الأمريكية', name_en: 'United States', dial_code: '+1' },
];

// ---------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------

export const cities: readonly TCitySeed[] = [
  // ===== Saudi Arabia — 13 administrative regions =====

  // Riyadh Region
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الرياض', name_en: 'Riyadh' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الخرج', name_en: 'Al Kharj' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الدرعية', name_en: 'Ad Diriyah' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'المجمعة', name_en: 'Al Majmaah' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الزلفي', name_en: 'Az Zulfi' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'وادي الدواسر', name_en: 'Wadi ad-Dawasir' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'شقراء', name_en: 'Shaqra' },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'عفيف', name_en: 'Afif' },

  // Makkah Region
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'مكة المكرمة', name_en: 'Makkah' },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'جدة', name_en: 'Jeddah' },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'الطائف', name_en: 'Taif' },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'رابغ', name_en: 'Rabigh' },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'القنفذة', name_en: 'Al Qunfudhah' },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'الليث', name_en: 'Al Lith' },

  // Madinah Region
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'المدينة المنورة', name_en: 'Madinah' },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'ينبع', name_en: 'Yanbu' },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'العلا', name_en: 'AlUla' },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'بدر', name_en: 'Badr' },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'الحناكية', name_en: 'Al Hinakiyah' },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'خيبر', name_en: 'Khaybar' },

  // Eastern Province
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الدمام', name_en: 'Dammam' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الخبر', name_en: 'Al Khobar' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الظهران', name_en: 'Dhahran' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الأحساء', name_en: 'Al Ahsa' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الجبيل', name_en: 'Al Jubail' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'القطيف', name_en: 'Al Qatif' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'حفر الباطن', name_en: 'Hafar Al Batin' },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'رأس تنورة', name_en: 'Ras Tanura' },

  // Al Qassim Region
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'بريدة', name_en: 'Buraydah' },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'عنيزة', name_en: 'Unaizah' },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'الرس', name_en: 'Ar Rass' },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'البكيرية', name_en: 'Al Bukayriyah' },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'المذنب', name_en: 'Al Mithnab' },

  // Asir Region
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'أبها', name_en: 'Abha' },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'خميس مشيط', name_en: 'Khamis Mushait' },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'بيشة', name_en: 'Bisha' },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'محايل عسير', name_en: 'Muhayil Asir' },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'النماص', name_en: 'An Namas' },

  // Tabuk Region
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'تبوك', name_en: 'Tabuk' },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'الوجه', name_en: 'Al Wajh' },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'ضباء', name_en: 'Duba' },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'تيماء', name_en: 'Tayma' },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'أملج', name_en: 'Umluj' },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'حقل', name_en: 'Haql' },

  // Hail Region
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'حائل', name_en: 'Hail' },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'بقعاء', name_en: 'Baqaa' },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'الغزالة', name_en: 'Al Ghazalah' },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'الشنان', name_en: 'Ash Shinan' },

  // Northern Borders Region
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'عرعر', name_en: 'Arar' },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'رفحاء', name_en: 'Rafha' },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'طريف', name_en: 'Turaif' },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'العويقيلة', name_en: 'Al Uwayqilah' },

  // Jazan Region
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'جازان', name_en: 'Jazan' },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'صبيا', name_en: 'Sabya' },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'أبو عريش', name_en: 'Abu Arish' },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'صامطة', name_en: 'Samtah' },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'فرسان', name_en: 'Farasan' },

  // Najran Region
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'نجران', name_en: 'Najran' },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'شرورة', name_en: 'Sharurah' },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'حبونا', name_en: 'Hubuna' },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'بدر الجنوب', name_en: 'Badr Al Janoub' },

  // Al Bahah Region
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'الباحة', name_en: 'Al Bahah' },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'بلجرشي', name_en: 'Baljurashi' },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'المندق', name_en: 'Al Mandaq' },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'المخواة', name_en: 'Al Mikhwah' },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'قلوة', name_en: 'Qilwah' },

  // Al Jouf Region
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'سكاكا', name_en: 'Sakaka' },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'دومة الجندل', name_en: 'Dumat Al Jandal' },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'القريات', name_en: 'Al Qurayyat' },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'طبرجل', name_en: 'Tabarjal' },

  // ===== United Arab Emirates — by emirate =====
  { country_code: 'AE', region_ar: 'إمارة أبوظبي', region_en: 'Emirate of Abu Dhabi', name_ar: 'أبوظبي', name_en: 'Abu Dhabi' },
  { country_code: 'AE', region_ar: 'إمارة أبوظبي', region_en: 'Emirate of Abu Dhabi', name_ar: 'العين', name_en: 'Al Ain' },
  { country_code: 'AE', region_ar: 'إمارة دبي', region_en: 'Emirate of Dubai', name_ar: 'دبي', name_en: 'Dubai' },
  { country_code: 'AE', region_ar: 'إمارة الشارقة', region_en: 'Emirate of Sharjah', name_ar: 'الشارقة', name_en: 'Sharjah' },
  { country_code: 'AE', region_ar: 'إمارة عجمان', region_en: 'Emirate of Ajman', name_ar: 'عجمان', name_en: 'Ajman' },
  { country_code: 'AE', region_ar: 'إمارة رأس الخيمة', region_en: 'Emirate of Ras Al Khaimah', name_ar: 'رأس الخيمة', name_en: 'Ras Al Khaimah' },

  // ===== Kuwait — by governorate =====
  { country_code: 'KW', region_ar: 'محافظة العاصمة', region_en: 'Capital Governorate', name_ar: 'مدينة الكويت', name_en: 'Kuwait City' },
  { country_code: 'KW', region_ar: 'محافظة حولي', region_en: 'Hawalli Governorate', name_ar: 'حولي', name_en: 'Hawalli' },
  { country_code: 'KW', region_ar: 'محافظة حولي', region_en: 'Hawalli Governorate', name_ar: 'السالمية', name_en: 'Salmiya' },
  { country_code: 'KW', region_ar: 'محافظة الفروانية', region_en: 'Farwaniya Governorate', name_ar: 'الفروانية', name_en: 'Al Farwaniyah' },
  { country_code: 'KW', region_ar: 'محافظة الأحمدي', region_en: 'Ahmadi Governorate', name_ar: 'الأحمدي', name_en: 'Al Ahmadi' },
  { country_code: 'KW', region_ar: 'محافظة الجهراء', region_en: 'Jahra Governorate', name_ar: 'الجهراء', name_en: 'Al Jahra' },

  // ===== Qatar — by municipality =====
  { country_code: 'QA', region_ar: 'بلدية الدوحة', region_en: 'Doha Municipality', name_ar: 'الدوحة', name_en: 'Doha' },
  { country_code: 'QA', region_ar: 'بلدية الريان', region_en: 'Al Rayyan Municipality', name_ar: 'الريان', name_en: 'Al Rayyan' },
  { country_code: 'QA', region_ar: 'بلدية الوكرة', region_en: 'Al Wakrah Municipality', name_ar: 'الوكرة', name_en: 'Al Wakrah' },
  { country_code: 'QA', region_ar: 'بلدية الوكرة', region_en: 'Al Wakrah Municipality', name_ar: 'مسيعيد', name_en: 'Mesaieed' },
  { country_code: 'QA', region_ar: 'بلدية الضعاين', region_en: 'Al Daayen Municipality', name_ar: 'لوسيل', name_en: 'Lusail' },
  { country_code: 'QA', region_ar: 'بلدية الخور والذخيرة', region_en: 'Al Khor and Al Thakhira Municipality', name_ar: 'الخور', name_en: 'Al Khor' },

  // ===== Bahrain — by governorate =====
  { country_code: 'BH', region_ar: 'محافظة العاصمة', region_en: 'Capital Governorate', name_ar: 'المنامة', name_en: 'Manama' },
  { country_code: 'BH', region_ar: 'محافظة المحرق', region_en: 'Muharraq Governorate', name_ar: 'المحرق', name_en: 'Muharraq' },
  { country_code: 'BH', region_ar: 'المحافظة الجنوبية', region_en: 'Southern Governorate', name_ar: 'الرفاع', name_en: 'Riffa' },
  { country_code: 'BH', region_ar: 'المحافظة الجنوبية', region_en: 'Southern Governorate', name_ar: 'مدينة عيسى', name_en: 'Isa Town' },
  { country_code: 'BH', region_ar: 'المحافظة الشمالية', region_en: 'Northern Governorate', name_ar: 'مدينة حمد', name_en: 'Hamad Town' },

  // ===== Oman — by governorate =====
  { country_code: 'OM', region_ar: 'محافظة مسقط', region_en: 'Muscat Governorate', name_ar: 'مسقط', name_en: 'Muscat' },
  { country_code: 'OM', region_ar: 'محافظة مسقط', region_en: 'Muscat Governorate', name_ar: 'السيب', name_en: 'Seeb' },
  { country_code: 'OM', region_ar: 'محافظة ظفار', region_en: 'Dhofar Governorate', name_ar: 'صلالة', name_en: 'Salalah' },
  { country_code: 'OM', region_ar: 'محافظة شمال الباطنة', region_en: 'North Al Batinah Governorate', name_ar: 'صحار', name_en: 'Sohar' },
  { country_code: 'OM', region_ar: 'محافظة الداخلية', region_en: 'Ad Dakhiliyah Governorate', name_ar: 'نزوى', name_en: 'Nizwa' },
  { country_code: 'OM', region_ar: 'محافظة جنوب الشرقية', region_en: 'South Ash Sharqiyah Governorate', name_ar: 'صور', name_en: 'Sur' },
];

// ---------------------------------------------------------------------------
// Nationalities (same codes and order as `countries`)
// ---------------------------------------------------------------------------

export const nationalities: readonly TNationalitySeed[] = [
  { code: 'SA', name_ar: 'سعودي', name_en: 'Saudi' },
  { code: 'AE', name_ar: 'إماراتي', name_en: 'Emirati' },
  { code: 'KW', name_ar: 'كويتي', name_en: 'Kuwaiti' },
  { code: 'QA', name_ar: 'قطري', name_en: 'Qatari' },
  { code: 'BH', name_ar: 'بحريني', name_en: 'Bahraini' },
  { code: 'OM', name_ar: 'عماني', name_en: 'Omani' },
  { code: 'EG', name_ar: 'مصري', name_en: 'Egyptian' },
  { code: 'JO', name_ar: 'أردني', name_en: 'Jordanian' },
  { code: 'LB', name_ar: 'لبناني', name_en: 'Lebanese' },
  { code: 'SY', name_ar: 'سوري', name_en: 'Syrian' },
  { code: 'IQ', name_ar: 'عراقي', name_en: 'Iraqi' },
  { code: 'YE', name_ar: 'يمني', name_en: 'Yemeni' },
  { code: 'SD', name_ar: 'سوداني', name_en: 'Sudanese' },
  { code: 'PS', name_ar: 'فلسطيني', name_en: 'Palestinian' },
  { code: 'MA', name_ar: 'مغربي', name_en: 'Moroccan' },
  { code: 'TN', name_ar: 'تونسي', name_en: 'Tunisian' },
  { code: 'DZ', name_ar: 'جزائري', name_en: 'Algerian' },
  { code: 'LY', name_ar: 'ليبي', name_en: 'Libyan' },
  { code: 'IN', name_ar: 'هندي', name_en: 'Indian' },
  { code: 'PK', name_ar: 'باكستاني', name_en: 'Pakistani' },
  { code: 'BD', name_ar: 'بنغلاديشي', name_en: 'Bangladeshi' },
  { code: 'PH', name_ar: 'فلبيني', name_en: 'Filipino' },
  { code: 'ID', name_ar: 'إندونيسي', name_en: 'Indonesian' },
  { code: 'LK', name_ar: 'سريلانكي', name_en: 'Sri Lankan' },
  { code: 'NP', name_ar: 'نيبالي', name_en: 'Nepali' },
  { code: 'ET', name_ar: 'إثيوبي', name_en: 'Ethiopian' },
  { code: 'KE', name_ar: 'كيني', name_en: 'Kenyan' },
  { code: 'TR', name_ar: 'تركي', name_en: 'Turkish' },
  { code: 'GB', name_ar: 'بريطاني', name_en: 'British' },
  { code: 'US', name_ar: 'أمريكي', name_en: 'American' },
];

// ---------------------------------------------------------------------------
// Academic / professional majors
// ---------------------------------------------------------------------------

export const majors: readonly TNamedSeed[] = [
  // Business
  { slug: 'accounting', name_ar: 'المحاسبة', name_en: 'Accounting' },
  { slug: 'finance', name_ar: 'المالية', name_en: 'Finance' },
  { slug: 'islamic-banking', name_ar: 'المصرفية الإسلامية', name_en: 'Islamic Banking' },
  { slug: 'economics', name_ar: 'الاقتصاد', name_en: 'Economics' },
  { slug: 'business-administration', name_ar: 'إدارة الأعمال', name_en: 'Business Administration' },
  { slug: 'marketing', name_ar: 'التسويق', name_en: 'Marketing' },
  { slug: 'human-resources', name_ar: 'الموارد البشرية', name_en: 'Human Resources' },
  { slug: 'management-information-systems', name_ar: 'نظم المعلومات الإدارية', name_en: 'Management Information Systems' },
  { slug: 'supply-chain-and-logistics', name_ar: 'سلاسل الإمداد والخدمات اللوجستية', name_en: 'Supply Chain & Logistics' },
  { slug: 'project-management', name_ar: 'إدارة المشاريع', name_en: 'Project Management' },

  // Computing
  { slug: 'computer-science', name_ar: 'علوم الحاسب', name_en: 'Computer Science' },
  { slug: 'information-systems', name_ar: 'نظم المعلومات', name_en: 'Information Systems' },
  { slug: 'information-technology', name_ar: 'تقنية المعلومات', name_en: 'Information Technology' },
  { slug: 'software-engineering', name_ar: 'هندسة البرمجيات', name_en: 'Software Engineering' },
  { slug: 'computer-engineering', name_ar: 'هندسة الحاسب', name_en: 'Computer Engineering' },
  { slug: 'cybersecurity', name_ar: 'الأمن السيبراني', name_en: 'Cybersecurity' },
  { slug: 'data-science', name_ar: 'علم البيانات', name_en: 'Data Science' },
  { slug: 'artificial-intelligence', name_ar: 'الذكاء الاصطناعي', name_en: 'Artificial Intelligence' },

  // Engineering & design
  { slug: 'civil-engineering', name_ar: 'الهندسة المدنية', name_en: 'Civil Engineering' },
  { slug: 'mechanical-engineering', name_ar: 'الهندسة الميكانيكية', name_en: 'Mechanical Engineering' },
  { slug: 'electrical-engineering', name_ar: 'الهندسة الكهربائية', name_en: 'Electrical Engineering' },
  { slug: 'chemical-engineering', name_ar: 'الهندسة الكيميائية', name_en: 'Chemical Engineering' },
  { slug: 'industrial-engineering', name_ar: 'الهندسة الصناعية', name_en: 'Industrial Engineering' },
  { slug: 'petroleum-engineering', name_ar: 'هندسة البترول', name_en: 'Petroleum Engineering' },
  { slug: 'architecture', name_ar: 'الهندسة المعمارية', name_en: 'Architecture' },
  { slug: 'interior-design', name_ar: 'التصميم الداخلي', name_en: 'Interior Design' },
  { slug: 'graphic-design', name_ar: 'التصميم الجرافيكي', name_en: 'Graphic Design' },

  // Health
  { slug: 'medicine', name_ar: 'الطب البشري', name_en: 'Medicine' },
  { slug: 'nursing', name_ar: 'التمريض', name_en: 'Nursing' },
  { slug: 'pharmacy', name_ar: 'الصيدلة', name_en: 'Pharmacy' },
  { slug: 'dentistry', name_ar: 'طب الأسنان', name_en: 'Dentistry' },
  { slug: 'medical-laboratory-sciences', name_ar: 'علوم المختبرات الطبية', name_en: 'Medical Laboratory Sciences' },
  { slug: 'physical-therapy', name_ar: 'العلاج الطبيعي', name_en: 'Physical Therapy' },
  { slug: 'radiologic-sciences', name_ar: 'علوم الأشعة', name_en: 'Radiologic Sciences' },
  { slug: 'clinical-nutrition', name_ar: 'التغذية الإكلينيكية', name_en: 'Clinical Nutrition' },
  { slug: 'public-health', name_ar: 'الصحة العامة', name_en: 'Public Health' },
  { slug: 'health-administration', name_ar: 'الإدارة الصحية', name_en: 'Health Administration' },

  // Law & Islamic studies
  { slug: 'law', name_ar: 'القانون', name_en: 'Law' },
  { slug: 'sharia', name_ar: 'الشريعة', name_en: 'Sharia (Islamic Law)' },
  { slug: 'islamic-studies', name_ar: 'الدراسات الإسلامية', name_en: 'Islamic Studies' },

  // Education, languages & humanities
  { slug: 'education', name_ar: 'التربية', name_en: 'Education' },
  { slug: 'special-education', name_ar: 'التربية الخاصة', name_en: 'Special Education' },
  { slug: 'early-childhood', name_ar: 'الطفولة المبكرة', name_en: 'Early Childhood' },
  { slug: 'arabic-language', name_ar: 'اللغة العربية', name_en: 'Arabic Language' },
  { slug: 'english-language', name_ar: 'اللغة الإنجليزية', name_en: 'English Language' },
  { slug: 'translation', name_ar: 'الترجمة', name_en: 'Translation' },
  { slug: 'psychology', name_ar: 'علم النفس', name_en: 'Psychology' },

  // Media & communication
  { slug: 'media-and-journalism', name_ar: 'الإعلام والصحافة', name_en: 'Media & Journalism' },
  { slug: 'public-relations', name_ar: 'العلاقات العامة', name_en: 'Public Relations' },

  // Hospitality & tourism
  { slug: 'hospitality-management', name_ar: 'إدارة الضيافة', name_en: 'Hospitality Management' },
  { slug: 'tourism', name_ar: 'السياحة', name_en: 'Tourism' },

  // Sciences
  { slug: 'mathematics', name_ar: 'الرياضيات', name_en: 'Mathematics' },
  { slug: 'statistics', name_ar: 'الإحصاء', name_en: 'Statistics' },
  { slug: 'physics', name_ar: 'الفيزياء', name_en: 'Physics' },
  { slug: 'chemistry', name_ar: 'الكيمياء', name_en: 'Chemistry' },
  { slug: 'biology', name_ar: 'الأحياء', name_en: 'Biology' },
];

// ---------------------------------------------------------------------------
// Business sectors
// ---------------------------------------------------------------------------

export const sectors: readonly TNamedSeed[] = [
  { slug: 'oil-and-gas', name_ar: 'النفط والغاز', name_en: 'Oil & Gas' },
  { slug: 'petrochemicals', name_ar: 'البتروكيماويات', name_en: 'Petrochemicals' },
  { slug: 'energy-and-utilities', name_ar: 'الطاقة والمرافق', name_en: 'Energy & Utilities' },
  { slug: 'mining', name_ar: 'التعدين', name_en: 'Mining' },
  { slug: 'banking-and-finance', name_ar: 'الخدمات المصرفية والمالية', name_en: 'Banking & Finance' },
  { slug: 'insurance', name_ar: 'التأمين', name_en: 'Insurance' },
  { slug: 'information-technology', name_ar: 'تقنية المعلومات', name_en: 'Information Technology' },
  { slug: 'telecommunications', name_ar: 'الاتصالات', name_en: 'Telecommunications' },
  { slug: 'e-commerce', name_ar: 'التجارة الإلكترونية', name_en: 'E-commerce' },
  { slug: 'construction-and-real-estate', name_ar: 'الإنشاءات والعقارات', name_en: 'Construction & Real Estate' },
  { slug: 'facilities-management', name_ar: 'إدارة المرافق', name_en: 'Facilities Management' },
  { slug: 'healthcare', name_ar: 'الرعاية الصحية', name_en: 'Healthcare' },
  { slug: 'pharmaceuticals', name_ar: 'الصناعات الدوائية', name_en: 'Pharmaceuticals' },
  { slug: 'education', name_ar: 'التعليم', name_en: 'Education' },
  { slug: 'retail', name_ar: 'تجارة التجزئة', name_en: 'Retail' },
  { slug: 'food-and-beverage', name_ar: 'الأغذية والمشروبات', name_en: 'Food & Beverage' },
  { slug: 'hospitality-and-tourism', name_ar: 'الضيافة والسياحة', name_en: 'Hospitality & Tourism' },
  { slug: 'transportation-and-logistics', name_ar: 'النقل والخدمات اللوجستية', name_en: 'Transportation & Logistics' },
  { slug: 'aviation', name_ar: 'الطيران', name_en: 'Aviation' },
  { slug: 'automotive', name_ar: 'السيارات', name_en: 'Automotive' },
  { slug: 'manufacturing', name_ar: 'التصنيع', name_en: 'Manufacturing' },
  { slug: 'agriculture', name_ar: 'الزراعة', name_en: 'Agriculture' },
  { slug: 'media-and-entertainment', name_ar: 'الإعلام والترفيه', name_en: 'Media & Entertainment' },
  { slug: 'consulting', name_ar: 'الاستشارات', name_en: 'Consulting' },
  { slug: 'legal-services', name_ar: 'الخدمات القانونية', name_en: 'Legal Services' },
  { slug: 'security-services', name_ar: 'الخدمات الأمنية', name_en: 'Security Services' },
  { slug: 'government', name_ar: 'القطاع الحكومي', name_en: 'Government' },
  { slug: 'non-profit', name_ar: 'القطاع غير الربحي', name_en: 'Non-profit' },
];
