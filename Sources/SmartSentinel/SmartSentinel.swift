// Filled by its own issue; present so the package layout and products are final.
import SmartCore
