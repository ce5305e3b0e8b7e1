export const privacy_adult=(i)=>(`मेरी उम्र 18 साल या उससे ज़्यादा है`);
export const privacy_adult_required=(i)=>(`कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है`);
export const privacy_agree=(i)=>(`मैं सहमत हूँ`);
export const privacy_notice_accepted=(i)=>(`धन्यवाद। आपकी सहमति दर्ज कर ली गई है।`);
export const privacy_notice_updated=(i)=>(`हमारी निजता सूचना बदल गई है`);
export const privacy_notice_updated_text=(i)=>(`अपना खाता इस्तेमाल करते रहने के लिए कृपया नई सूचना पढ़ें और सहमति दें।`);
export const privacy_read_notice=(i)=>(`निजता सूचना पढ़ें`);
export const privacy_save_failed=(i)=>(`आपकी पसंद सहेजी नहीं जा सकी`);
