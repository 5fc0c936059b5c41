"""Using a trained model: label a file with it, score it on a file kept aside, measure a language model."""
