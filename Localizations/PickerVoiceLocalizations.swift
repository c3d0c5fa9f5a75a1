import Foundation

/// The translation tables of PickerVoice's fixed phrases, one `.lproj` folder per language.
///
/// This target only carries the files; `PickerAccessibility` resolves a locale to a
/// table and reads it. SwiftPM lowercases folder names (`zh-hans.lproj`), so look
/// them up without regard to case.
package enum PickerVoiceLocalizations {
    /// The bundle that holds the `.lproj` folders.
    package static var bundle: Bundle { .module }

    /// The name of the table file in every `.lproj` folder, without its extension.
    package static let tableName = "Phrases"
}
