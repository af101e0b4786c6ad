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
/** `lat`/`lng`: the city's centre (decision 137), to about 0.01° (GeoNames' point for the city where it has one). */
export interface TCitySeed { country_code: string; region_ar: string; region_en: string; name_ar: string; name_en: string; lat: number; lng: number }
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
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الرياض', name_en: 'Riyadh', lat: 24.688, lng: 46.722 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الخرج', name_en: 'Al Kharj', lat: 24.155, lng: 47.335 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الدرعية', name_en: 'Ad Diriyah', lat: 24.752, lng: 46.539 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'المجمعة', name_en: 'Al Majmaah', lat: 25.911, lng: 45.357 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'الزلفي', name_en: 'Az Zulfi', lat: 26.299, lng: 44.815 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'وادي الدواسر', name_en: 'Wadi ad-Dawasir', lat: 20.467, lng: 44.783 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'شقراء', name_en: 'Shaqra', lat: 25.24, lng: 45.251 },
  { country_code: 'SA', region_ar: 'منطقة الرياض', region_en: 'Riyadh Region', name_ar: 'عفيف', name_en: 'Afif', lat: 23.907, lng: 42.917 },

  // Makkah Region
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'مكة المكرمة', name_en: 'Makkah', lat: 21.427, lng: 39.826 },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'جدة', name_en: 'Jeddah', lat: 21.49, lng: 39.186 },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'الطائف', name_en: 'Taif', lat: 21.27, lng: 40.416 },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'رابغ', name_en: 'Rabigh', lat: 22.799, lng: 39.035 },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'القنفذة', name_en: 'Al Qunfudhah', lat: 19.127, lng: 41.079 },
  { country_code: 'SA', region_ar: 'منطقة مكة المكرمة', region_en: 'Makkah Region', name_ar: 'الليث', name_en: 'Al Lith', lat: 20.148, lng: 40.272 },

  // Madinah Region
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'المدينة المنورة', name_en: 'Madinah', lat: 24.469, lng: 39.614 },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'ينبع', name_en: 'Yanbu', lat: 24.09, lng: 38.062 },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'العلا', name_en: 'AlUla', lat: 26.609, lng: 37.923 },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'بدر', name_en: 'Badr', lat: 23.783, lng: 38.79 },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'الحناكية', name_en: 'Al Hinakiyah', lat: 24.86, lng: 40.51 },
  { country_code: 'SA', region_ar: 'منطقة المدينة المنورة', region_en: 'Madinah Region', name_ar: 'خيبر', name_en: 'Khaybar', lat: 25.713, lng: 39.28 },

  // Eastern Province
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الدمام', name_en: 'Dammam', lat: 26.434, lng: 50.103 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الخبر', name_en: 'Al Khobar', lat: 26.279, lng: 50.208 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الظهران', name_en: 'Dhahran', lat: 26.289, lng: 50.114 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الأحساء', name_en: 'Al Ahsa', lat: 25.365, lng: 49.588 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'الجبيل', name_en: 'Al Jubail', lat: 27.017, lng: 49.623 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'القطيف', name_en: 'Al Qatif', lat: 26.565, lng: 50.009 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'حفر الباطن', name_en: 'Hafar Al Batin', lat: 28.433, lng: 45.971 },
  { country_code: 'SA', region_ar: 'المنطقة الشرقية', region_en: 'Eastern Province', name_ar: 'رأس تنورة', name_en: 'Ras Tanura', lat: 26.707, lng: 50.067 },

  // Al Qassim Region
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'بريدة', name_en: 'Buraydah', lat: 26.326, lng: 43.975 },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'عنيزة', name_en: 'Unaizah', lat: 26.088, lng: 43.964 },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'الرس', name_en: 'Ar Rass', lat: 25.869, lng: 43.497 },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'البكيرية', name_en: 'Al Bukayriyah', lat: 26.139, lng: 43.658 },
  { country_code: 'SA', region_ar: 'منطقة القصيم', region_en: 'Al Qassim Region', name_ar: 'المذنب', name_en: 'Al Mithnab', lat: 25.86, lng: 44.222 },

  // Asir Region
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'أبها', name_en: 'Abha', lat: 18.216, lng: 42.505 },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'خميس مشيط', name_en: 'Khamis Mushait', lat: 18.3, lng: 42.733 },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'بيشة', name_en: 'Bisha', lat: 20.001, lng: 42.605 },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'محايل عسير', name_en: 'Muhayil Asir', lat: 18.547, lng: 42.05 },
  { country_code: 'SA', region_ar: 'منطقة عسير', region_en: 'Asir Region', name_ar: 'النماص', name_en: 'An Namas', lat: 19.145, lng: 42.12 },

  // Tabuk Region
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'تبوك', name_en: 'Tabuk', lat: 28.4, lng: 36.572 },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'الوجه', name_en: 'Al Wajh', lat: 26.231, lng: 36.465 },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'ضباء', name_en: 'Duba', lat: 27.351, lng: 35.69 },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'تيماء', name_en: 'Tayma', lat: 27.622, lng: 38.539 },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'أملج', name_en: 'Umluj', lat: 25.021, lng: 37.269 },
  { country_code: 'SA', region_ar: 'منطقة تبوك', region_en: 'Tabuk Region', name_ar: 'حقل', name_en: 'Haql', lat: 29.286, lng: 34.947 },

  // Hail Region
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'حائل', name_en: 'Hail', lat: 27.522, lng: 41.691 },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'بقعاء', name_en: 'Baqaa', lat: 27.906, lng: 42.389 },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'الغزالة', name_en: 'Al Ghazalah', lat: 26.78, lng: 41.33 },
  { country_code: 'SA', region_ar: 'منطقة حائل', region_en: 'Hail Region', name_ar: 'الشنان', name_en: 'Ash Shinan', lat: 27.18, lng: 42.44 },

  // Northern Borders Region
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'عرعر', name_en: 'Arar', lat: 30.975, lng: 41.038 },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'رفحاء', name_en: 'Rafha', lat: 29.626, lng: 43.493 },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'طريف', name_en: 'Turaif', lat: 31.673, lng: 38.664 },
  { country_code: 'SA', region_ar: 'منطقة الحدود الشمالية', region_en: 'Northern Borders Region', name_ar: 'العويقيلة', name_en: 'Al Uwayqilah', lat: 30.338, lng: 42.248 },

  // Jazan Region
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'جازان', name_en: 'Jazan', lat: 16.889, lng: 42.551 },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'صبيا', name_en: 'Sabya', lat: 17.149, lng: 42.625 },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'أبو عريش', name_en: 'Abu Arish', lat: 16.969, lng: 42.833 },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'صامطة', name_en: 'Samtah', lat: 16.596, lng: 42.944 },
  { country_code: 'SA', region_ar: 'منطقة جازان', region_en: 'Jazan Region', name_ar: 'فرسان', name_en: 'Farasan', lat: 16.702, lng: 42.118 },

  // Najran Region
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'نجران', name_en: 'Najran', lat: 17.493, lng: 44.128 },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'شرورة', name_en: 'Sharurah', lat: 17.469, lng: 47.117 },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'حبونا', name_en: 'Hubuna', lat: 17.85, lng: 44.12 },
  { country_code: 'SA', region_ar: 'منطقة نجران', region_en: 'Najran Region', name_ar: 'بدر الجنوب', name_en: 'Badr Al Janoub', lat: 17.885, lng: 43.714 },

  // Al Bahah Region
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'الباحة', name_en: 'Al Bahah', lat: 20.013, lng: 41.468 },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'بلجرشي', name_en: 'Baljurashi', lat: 19.859, lng: 41.557 },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'المندق', name_en: 'Al Mandaq', lat: 20.13, lng: 41.28 },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'المخواة', name_en: 'Al Mikhwah', lat: 19.78, lng: 41.44 },
  { country_code: 'SA', region_ar: 'منطقة الباحة', region_en: 'Al Bahah Region', name_ar: 'قلوة', name_en: 'Qilwah', lat: 19.93, lng: 41.32 },

  // Al Jouf Region
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'سكاكا', name_en: 'Sakaka', lat: 29.97, lng: 40.206 },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'دومة الجندل', name_en: 'Dumat Al Jandal', lat: 29.811, lng: 39.868 },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'القريات', name_en: 'Al Qurayyat', lat: 31.332, lng: 37.343 },
  { country_code: 'SA', region_ar: 'منطقة الجوف', region_en: 'Al Jouf Region', name_ar: 'طبرجل', name_en: 'Tabarjal', lat: 30.5, lng: 38.216 },

  // ===== United Arab Emirates — by emirate =====
  { country_code: 'AE', region_ar: 'إمارة أبوظبي', region_en: 'Emirate of Abu Dhabi', name_ar: 'أبوظبي', name_en: 'Abu Dhabi', lat: 24.451, lng: 54.397 },
  { country_code: 'AE', region_ar: 'إمارة أبوظبي', region_en: 'Emirate of Abu Dhabi', name_ar: 'العين', name_en: 'Al Ain', lat: 24.192, lng: 55.761 },
  { country_code: 'AE', region_ar: 'إمارة دبي', region_en: 'Emirate of Dubai', name_ar: 'دبي', name_en: 'Dubai', lat: 25.204, lng: 55.27 },
  { country_code: 'AE', region_ar: 'إمارة الشارقة', region_en: 'Emirate of Sharjah', name_ar: 'الشارقة', name_en: 'Sharjah', lat: 25.334, lng: 55.412 },
  { country_code: 'AE', region_ar: 'إمارة عجمان', region_en: 'Emirate of Ajman', name_ar: 'عجمان', name_en: 'Ajman', lat: 25.402, lng: 55.479 },
  { country_code: 'AE', region_ar: 'إمارة رأس الخيمة', region_en: 'Emirate of Ras Al Khaimah', name_ar: 'رأس الخيمة', name_en: 'Ras Al Khaimah', lat: 25.79, lng: 55.943 },

  // ===== Kuwait — by governorate =====
  { country_code: 'KW', region_ar: 'محافظة العاصمة', region_en: 'Capital Governorate', name_ar: 'مدينة الكويت', name_en: 'Kuwait City', lat: 29.367, lng: 47.974 },
  { country_code: 'KW', region_ar: 'محافظة حولي', region_en: 'Hawalli Governorate', name_ar: 'حولي', name_en: 'Hawalli', lat: 29.333, lng: 48.029 },
  { country_code: 'KW', region_ar: 'محافظة حولي', region_en: 'Hawalli Governorate', name_ar: 'السالمية', name_en: 'Salmiya', lat: 29.334, lng: 48.076 },
  { country_code: 'KW', region_ar: 'محافظة الفروانية', region_en: 'Farwaniya Governorate', name_ar: 'الفروانية', name_en: 'Al Farwaniyah', lat: 29.277, lng: 47.959 },
  { country_code: 'KW', region_ar: 'محافظة الأحمدي', region_en: 'Ahmadi Governorate', name_ar: 'الأحمدي', name_en: 'Al Ahmadi', lat: 29.077, lng: 48.084 },
  { country_code: 'KW', region_ar: 'محافظة الجهراء', region_en: 'Jahra Governorate', name_ar: 'الجهراء', name_en: 'Al Jahra', lat: 29.337, lng: 47.658 },

  // ===== Qatar — by municipality =====
  { country_code: 'QA', region_ar: 'بلدية الدوحة', region_en: 'Doha Municipality', name_ar: 'الدوحة', name_en: 'Doha', lat: 25.285, lng: 51.531 },
  { country_code: 'QA', region_ar: 'بلدية الريان', region_en: 'Al Rayyan Municipality', name_ar: 'الريان', name_en: 'Al Rayyan', lat: 25.292, lng: 51.424 },
  { country_code: 'QA', region_ar: 'بلدية الوكرة', region_en: 'Al Wakrah Municipality', name_ar: 'الوكرة', name_en: 'Al Wakrah', lat: 25.172, lng: 51.603 },
  { country_code: 'QA', region_ar: 'بلدية الوكرة', region_en: 'Al Wakrah Municipality', name_ar: 'مسيعيد', name_en: 'Mesaieed', lat: 24.992, lng: 51.551 },
  { country_code: 'QA', region_ar: 'بلدية الضعاين', region_en: 'Al Daayen Municipality', name_ar: 'لوسيل', name_en: 'Lusail', lat: 25.418, lng: 51.508 },
  { country_code: 'QA', region_ar: 'بلدية الخور والذخيرة', region_en: 'Al Khor and Al Thakhira Municipality', name_ar: 'الخور', name_en: 'Al Khor', lat: 25.684, lng: 51.506 },

  // ===== Bahrain — by governorate =====
  { country_code: 'BH', region_ar: 'محافظة العاصمة', region_en: 'Capital Governorate', name_ar: 'المنامة', name_en: 'Manama', lat: 26.228, lng: 50.586 },
  { country_code: 'BH', region_ar: 'محافظة المحرق', region_en: 'Muharraq Governorate', name_ar: 'المحرق', name_en: 'Muharraq', lat: 26.257, lng: 50.612 },
  { country_code: 'BH', region_ar: 'المحافظة الجنوبية', region_en: 'Southern Governorate', name_ar: 'الرفاع', name_en: 'Riffa', lat: 26.13, lng: 50.555 },
  { country_code: 'BH', region_ar: 'المحافظة الجنوبية', region_en: 'Southern Governorate', name_ar: 'مدينة عيسى', name_en: 'Isa Town', lat: 26.174, lng: 50.548 },
  { country_code: 'BH', region_ar: 'المحافظة الشمالية', region_en: 'Northern Governorate', name_ar: 'مدينة حمد', name_en: 'Hamad Town', lat: 26.115, lng: 50.507 },

  // ===== Oman — by governorate =====
  { country_code: 'OM', region_ar: 'محافظة مسقط', region_en: 'Muscat Governorate', name_ar: 'مسقط', name_en: 'Muscat', lat: 23.584, lng: 58.408 },
  { country_code: 'OM', region_ar: 'محافظة مسقط', region_en: 'Muscat Governorate', name_ar: 'السيب', name_en: 'Seeb', lat: 23.67, lng: 58.189 },
  { country_code: 'OM', region_ar: 'محافظة ظفار', region_en: 'Dhofar Governorate', name_ar: 'صلالة', name_en: 'Salalah', lat: 17.015, lng: 54.092 },
  { country_code: 'OM', region_ar: 'محافظة شمال الباطنة', region_en: 'North Al Batinah Governorate', name_ar: 'صحار', name_en: 'Sohar', lat: 24.347, lng: 56.709 },
  { country_code: 'OM', region_ar: 'محافظة الداخلية', region_en: 'Ad Dakhiliyah Governorate', name_ar: 'نزوى', name_en: 'Nizwa', lat: 22.933, lng: 57.533 },
  { country_code: 'OM', region_ar: 'محافظة جنوب الشرقية', region_en: 'South Ash Sharqiyah Governorate', name_ar: 'صور', name_en: 'Sur', lat: 22.567, lng: 59.529 },
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
