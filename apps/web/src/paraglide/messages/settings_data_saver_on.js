/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ height: NonNullable<unknown> }} Settings_Data_Saver_OnInputs */

const en_settings_data_saver_on = /** @type {(inputs: Settings_Data_Saver_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data saver on: videos play at ${i?.height}p or lower`)
};

const hi_settings_data_saver_on = /** @type {(inputs: Settings_Data_Saver_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`डेटा सेवर चालू: वीडियो ${i?.height}p या उससे कम पर चलेंगे`)
};

/**
* | output |
* | --- |
* | "Data saver on: videos play at {height}p or lower" |
*
* @param {Settings_Data_Saver_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_on = /** @type {((inputs: Settings_Data_Saver_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_Saver_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_data_saver_on(inputs)
	return en_settings_data_saver_on(inputs)
});