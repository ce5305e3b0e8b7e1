/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ height: NonNullable<unknown> }} Settings_Data_Saver_TextInputs */

const en_settings_data_saver_text = /** @type {(inputs: Settings_Data_Saver_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Play videos at ${i?.height}p or lower to use less mobile data`)
};

const hi_settings_data_saver_text = /** @type {(inputs: Settings_Data_Saver_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`कम मोबाइल डेटा खर्च करने के लिए वीडियो ${i?.height}p या उससे कम पर चलाएँ`)
};

/**
* | output |
* | --- |
* | "Play videos at {height}p or lower to use less mobile data" |
*
* @param {Settings_Data_Saver_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_text = /** @type {((inputs: Settings_Data_Saver_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_Saver_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_data_saver_text(inputs)
	return en_settings_data_saver_text(inputs)
});