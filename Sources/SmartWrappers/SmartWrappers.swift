// Property wrappers (@SmartAny, @SmartIgnored, @SmartFlat, …) arrive with their own issue.
// The module already exists so that the package layout and products are final.
import SmartCore
