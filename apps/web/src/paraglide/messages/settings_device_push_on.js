/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Device_Push_OnInputs */

const en_settings_device_push_on = /** @type {(inputs: Settings_Device_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications on this device enabled`)
};

const hi_settings_device_push_on = /** @type {(inputs: Settings_Device_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस डिवाइस पर सूचनाएँ चालू हो गईं`)
};

/**
* | output |
* | --- |
* | "Notifications on this device enabled" |
*
* @param {Settings_Device_Push_OnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_device_push_on = /** @type {((inputs?: Settings_Device_Push_OnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Device_Push_OnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_device_push_on(inputs)
	return en_settings_device_push_on(inputs)
});